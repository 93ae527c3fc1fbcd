import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { GqlError, SOMETHING_WRONG } from '../../src/graphql/errors'
import { failureText } from '../../src/lib/failure-text'

const t = ((key: string) => `t(${key})`) as unknown as TFunction
const gqlError = (shown?: { text: string; key: string }) =>
  new GqlError({
    client: 'shop',
    operationType: 'mutation',
    operationName: 'addToCart',
    statusCode: 200,
    messages: ['You cannot add "Forge Editor Desktop" to the cart.'],
    shown,
  })

describe('failureText', () => {
  it("translates the client's own words, and keeps the backend's text as sent", () => {
    expect(failureText(t, gqlError({ text: SOMETHING_WRONG, key: 'errors.somethingWrong' }))).toBe(
      't(errors.somethingWrong)',
    )
    expect(failureText(t, gqlError())).toBe('You cannot add "Forge Editor Desktop" to the cart.')
  })

  it("says 'Something went wrong' for anything without a message", () => {
    expect(failureText(t, null)).toBe('t(errors.somethingWrong)')
    expect(failureText(t, new Error(''))).toBe('t(errors.somethingWrong)')
  })
})
