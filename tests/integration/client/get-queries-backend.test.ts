import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopFetch } from '../../../src/shop/shop-client'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'

/**
 * The shop's GET mode (GQL_USE_GET) against the embedded backend, whose CSRF prevention refuses a bare GET: the
 * shop's fetch marks its GET queries as a client's, so they are answered.
 */

let shop: TestBackend
beforeAll(async () => {
  shop = await startTestBackend({ products: 4 })
})
afterAll(() => shop?.close())

const memoryTokens = () => {
  let session: string | null = null
  return {
    sessionToken: () => session,
    setSessionToken: (token: string) => void (session = token),
    auth: () => null,
    setAuth: () => {},
    clearAuth: () => {},
  }
}

describe("the shop's GET queries", () => {
  it('are answered by a backend that refuses cross-site GETs', async () => {
    const shopFetch = createShopFetch({ url: shop.backend.graphqlUrl, tokens: memoryTokens() })
    const res = await shopFetch(
      `${shop.backend.graphqlUrl}?query=${encodeURIComponent('{ cart { isEmpty } }')}`,
      {
        method: 'GET',
      },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ data: { cart: { isEmpty: true } } })
  })
})
