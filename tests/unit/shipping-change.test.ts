import { describe, expect, it } from 'vitest'
import type { Cart } from '../../src/domain/shop'
import { shippingChange, shippingOf } from '../../src/features/checkout/shipping-change'

/** Issue 24, point 7: a change of state silently switched the cart to a dearer rate. */
const cart = (chosen: string, cost: string, needsShipping = true) =>
  ({
    needsShipping,
    chosenShippingMethods: [chosen],
    shippingRates: [
      { id: 'flat_rate:1', label: 'Flat rate', cost: '₦3,500.00' },
      { id: 'flat_rate:4', label: 'Flat rate', cost: '₦7,500.00' },
      { id: 'free_shipping:2', label: 'Free shipping', cost: '₦0.00' },
      { id: 'free_shipping:5', label: 'Free shipping', cost: '₦0.00' },
    ],
    shippingTotal: cost,
  }) as unknown as Cart

describe('the shipping an address change made', () => {
  it('is told when the cost changed, with the rate before and after', () => {
    const change = shippingChange(
      shippingOf(cart('flat_rate:1', '₦3,500.00')),
      shippingOf(cart('flat_rate:4', '₦7,500.00')),
    )
    expect(change).toEqual({
      before: { rateId: 'flat_rate:1', label: 'Flat rate', cost: '₦3,500.00' },
      after: { rateId: 'flat_rate:4', label: 'Flat rate', cost: '₦7,500.00' },
    })
  })

  it('is told when the rate changed (free shipping now chosen)', () => {
    const change = shippingChange(
      shippingOf(cart('flat_rate:4', '₦7,500.00')),
      shippingOf(cart('free_shipping:5', '₦0.00')),
    )
    expect(change?.after.label).toBe('Free shipping')
  })

  it('is nothing when rate and cost stayed, another zone’s free shipping included, or nothing ships', () => {
    expect(
      shippingChange(
        shippingOf(cart('free_shipping:2', '₦0.00')),
        shippingOf(cart('free_shipping:5', '₦0.00')),
      ),
    ).toBeNull()
    expect(
      shippingChange(
        shippingOf(cart('flat_rate:1', '₦3,500.00')),
        shippingOf(cart('flat_rate:1', '₦3,500.00')),
      ),
    ).toBeNull()
    expect(shippingOf(cart('', '₦0.00', false))).toBeNull()
  })
})
