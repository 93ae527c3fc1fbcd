import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GqlError, ORDER_NOT_PLACED, SOMETHING_WRONG } from '../../../src/graphql/errors'
import { failureOf } from '../../../src/lib/action-result'
import { answerAsRecorded } from '../../support/recorded-handler'
import { recordedCase } from '../../support/recorded-cases'
import { fakeEnv, mockBackend, runtime } from './helpers'

/**
 * Messages of a real WooCommerce (recorded cases) reach the shopper as plain text, through the one message layer
 * every feature's call goes through (errors.ts): entities decoded, markup removed, and never a success notice as
 * the reason a mutation failed.
 */
const server = mockBackend()

/** The error the shop's client raises for a recorded case's call, answered by `handler` (as recorded by default). */
async function failureFor(caseName: string, handler = answerAsRecorded(caseName)): Promise<GqlError> {
  const recorded = recordedCase(caseName)
  server.use(handler)
  const { request } = runtime(fakeEnv().env)
  const error = await request(recorded.operationName, recorded.variables ?? {}).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(GqlError)
  return error as GqlError
}

describe('backend messages as the shopper reads them (recorded cases)', () => {
  it('decodes &quot; (addToCart-above-stock, addToCart-out-of-stock, applyCoupon-invalid)', async () => {
    expect((await failureFor('addToCart-above-stock')).message).toBe(
      'You cannot add that amount of "Forge Editor Desktop" to the cart because there is not enough stock (2 remaining).',
    )
    expect((await failureFor('addToCart-out-of-stock')).message).toBe(
      'You cannot add "Forge Studio Desktop i9" to the cart because the product is out of stock.',
    )
    const coupon = await failureFor('applyCoupon-invalid')
    expect(coupon.message).toBe('Coupon "nope-not-a-coupon" cannot be applied because it does not exist.')
    expect(failureOf(coupon)).toEqual({ success: false, error: coupon.message })
  })

  it('keeps the text of a link and drops its markup (addToCart-variable-no-variation)', async () => {
    const error = await failureFor('addToCart-variable-no-variation')
    expect(error.message).toBe('Please choose product options by visiting Forge Titan Mini PC.')
    expect(error.message).not.toMatch(/[<>]|href/)
  })

  it('gives a refused checkout a real reason, not a pending success notice', async () => {
    // An older WooGraphQL refused Checkout-missing-billing with the notice pending in the session ("Coupon code
    // applied successfully."); 1.0.2 places that order (next test). Checkout-unknown-gateway's refusal with that
    // notice as its message stands for it.
    const pendingNotice = graphql.mutation('Checkout', () => {
      const body = structuredClone(recordedCase('Checkout-unknown-gateway').body)
      body.errors![0]!.message = 'Coupon code applied successfully.'
      return HttpResponse.json(body as never)
    })
    const error = await failureFor('Checkout-unknown-gateway', pendingNotice)
    expect(error.messages[0]).toBe('Coupon code applied successfully.')
    expect(error.message).toBe(ORDER_NOT_PLACED)
    expect(failureOf(error)).toEqual({
      success: false,
      error: ORDER_NOT_PLACED,
      errorKey: 'checkout.errors.orderNotPlaced',
    })
  })

  it("words the 'Internal server error' of an order placed without its billing fields (Checkout-missing-billing)", async () => {
    // WooGraphQL 1.0.2 places the order (result success) and then fails reading its id: no order comes back.
    const error = await failureFor('Checkout-missing-billing')
    expect(error.messages).toEqual(['Internal server error'])
    expect(error.message).toBe(SOMETHING_WRONG)
    expect(failureOf(error)).toMatchObject({ success: false, errorKey: 'errors.somethingWrong' })
  })

  it('keeps a checkout refusal that is a reason (Checkout-unknown-gateway)', async () => {
    expect((await failureFor('Checkout-unknown-gateway')).message).toBe('Invalid payment method.')
  })

  it("words WPGraphQL's 'Internal server error' as the translated 'Something went wrong' (UpDateCartQuantity-unknown-key)", async () => {
    const error = await failureFor('UpDateCartQuantity-unknown-key')
    expect(error.message).toBe(SOMETHING_WRONG)
    expect(failureOf(error)).toMatchObject({ errorKey: 'errors.somethingWrong' })
  })
})
