import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN, startTestBackend, type TestBackend } from '../support/test-backend'
import { findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError } from '../support/recorded-cases'

const INACTIVE = {
  type: 'DEBUG_LOGS_INACTIVE',
  message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
}
const LOGIN_FAILED = { message: 'The user could not be logged in.', path: ['login'] }

describe('GRAPHQL_DEBUG', () => {
  let on: TestBackend
  let off: TestBackend
  beforeAll(async () => {
    const start = (debug: boolean) => startTestBackend({ products: 20, debug })
    ;[on, off] = await Promise.all([start(true), start(false)])
  })
  afterAll(async () => {
    await Promise.all([on.close(), off.close()])
  })

  it('off: a failed login gives no reason, only the notice that debug is off (login-wrong-password-nodebug)', async () => {
    const result = await off.client().gql(LOGIN, { username: 'demo@example.com', password: 'wrong' })
    expect(result.errors).toMatchObject([LOGIN_FAILED])
    expect(result.extensions?.debug).toEqual([INACTIVE])
    expectRecordedError('login-wrong-password-nodebug', LOGIN_FAILED)
  })

  it('on: the same failure names WordPress’s reason (login-wrong-password)', async () => {
    const result = await on.client().gql(LOGIN, { username: 'demo@example.com', password: 'wrong' })
    expect(result.errors).toMatchObject([LOGIN_FAILED])
    expect(result.extensions?.debug).toEqual([
      {
        type: 'GRAPHQL_DEBUG',
        message:
          'Error: The password you entered for the email address demo@example.com is incorrect. Lost your password?',
      },
    ])
    expectRecordedError('login-wrong-password', LOGIN_FAILED)
  })

  it('debugMessage of an internal error only in debug mode (addToCart-simple-ok, addToCart-simple-ok-nodebug)', async () => {
    const query = `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { contents { nodes { id } } } } }`
    for (const [shop, debugMessage] of [
      [on, 'Cannot return null for non-nullable field "SimpleCartItem.id".'],
      [off, undefined],
    ] as const) {
      const product = await findSimpleProduct(shop.client(), 1)
      const raw = await fetch(shop.backend.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables: { id: product.databaseId } }),
      })
      const body = await raw.json()
      expect(body.errors[0].message).toBe('Internal server error')
      expect(body.errors[0].extensions?.debugMessage).toBe(debugMessage)
    }
  })
})
