import { describe, expect, it } from 'vitest'
import type { Cart, CartLine } from '../../src/domain/shop'
import { emptyCheckoutForm } from '../../src/features/checkout/checkout-form'
import { toCheckoutVariables } from '../../src/features/checkout/checkout-input'
import {
  gatewaysForCart,
  isBillingAddressShown,
  needsShipping,
  shippingLocation,
} from '../../src/features/checkout/checkout-rules'
import { orderReceivedPath } from '../../src/features/checkout/checkout-slice'

function line(virtual: boolean): CartLine {
  return {
    key: virtual ? 'gift' : 'pc',
    quantity: 1,
    productId: 1,
    variationId: null,
    name: virtual ? 'Gift card' : 'Workstation',
    slug: 'x',
    variationLabel: '',
    subtotal: '₦1.00',
    unitPrice: 1,
    image: null,
    virtual,
  } as CartLine
}

function cartOf(...virtual: boolean[]): Cart {
  return { lines: virtual.map(line), isEmpty: virtual.length === 0 } as Cart
}

describe('the billing-hidden rule', () => {
  it('shows the billing address with the setting off (the default), whatever the cart', () => {
    expect(isBillingAddressShown(cartOf(true), false)).toBe(true)
    expect(isBillingAddressShown(cartOf(false, true), false)).toBe(true)
    expect(isBillingAddressShown(cartOf(), false)).toBe(true)
  })

  it('with the setting on, hides it for a virtual-only cart and only for one', () => {
    expect(isBillingAddressShown(cartOf(true), true)).toBe(false)
    expect(isBillingAddressShown(cartOf(true, true), true)).toBe(false)
    expect(isBillingAddressShown(cartOf(true, false), true)).toBe(true)
    expect(isBillingAddressShown(cartOf(), true)).toBe(true)
    expect(isBillingAddressShown(null, true)).toBe(true)
  })

  it('needs no shipping for a virtual-only cart', () => {
    expect(needsShipping(cartOf(true, true))).toBe(false)
    expect(needsShipping(cartOf(true, false))).toBe(true)
  })
})

describe('checkout rules', () => {
  it('sends a card order with the paid reference only, never isPaid', () => {
    const form = { ...emptyCheckoutForm(), paymentMethod: 'paystack' }
    const variables = toCheckoutVariables(form, {
      billingAddressShown: true,
      shippingNeeded: true,
      guest: true,
    })
    expect(variables.paymentMethod).toBe('paystack')
    expect(variables).not.toHaveProperty('isPaid')
    expect(variables).not.toHaveProperty('transactionId')
  })

  it('ships to the shipping address only when ticked and the cart ships', () => {
    const form = emptyCheckoutForm()
    form.billing.state = 'LA'
    form.shipping = { ...form.shipping, country: 'GH', state: 'AA' }
    expect(shippingLocation(form, true)).toEqual({ country: 'NG', state: 'LA' })
    form.shipToDifferentAddress = true
    expect(shippingLocation(form, true)).toEqual({ country: 'GH', state: 'AA' })
    expect(shippingLocation(form, false)).toEqual({ country: 'NG', state: 'LA' })
  })
})

describe('the Checkout variables', () => {
  const context = { billingAddressShown: true, shippingNeeded: true, guest: true }

  it('sends the trimmed billing address and never the password of a customer', () => {
    const form = emptyCheckoutForm()
    form.billing.firstName = '  Ada '
    form.paymentMethod = 'cod'
    form.customerNote = ' Ring twice '
    form.createAccount = true
    form.username = ' ada2 '
    form.password = ' secret '
    const variables = toCheckoutVariables(form, context)
    expect(variables.billing).toMatchObject({ firstName: 'Ada', country: 'NG' })
    expect(variables.shipToDifferentAddress).toBe(false)
    expect(variables.customerNote).toBe('Ring twice')
    expect(variables.account).toEqual({ username: 'ada2', password: ' secret ' })
    expect(toCheckoutVariables(form, { ...context, guest: false }).account).toBeNull()
  })

  // WooGraphQL never copies the billing address to the order's shipping address (checked on the real stack:
  // recorded Checkout-guest-account-null has an order that ships nowhere): the storefront sends it itself.
  it('ships to the billing address, sent as the shipping address, when the shopper did not ask for another', () => {
    const form = emptyCheckoutForm()
    form.billing = {
      ...form.billing,
      firstName: 'Ada',
      address1: ' 12 Marina Road ',
      city: 'Ikeja',
      state: 'LA',
    }
    form.billing.email = 'ada@example.com'
    form.shipping = { ...form.shipping, address1: 'Somewhere else' }
    const variables = toCheckoutVariables(form, context)
    expect(variables.shipping).toMatchObject({
      firstName: 'Ada',
      address1: '12 Marina Road',
      city: 'Ikeja',
      state: 'LA',
    })
    expect(Object.keys(variables.shipping ?? {})).not.toContain('email')
    expect(toCheckoutVariables(form, { ...context, shippingNeeded: false }).shipping).toBeUndefined()
  })

  it('asks for no account unless the guest wants one: `account` is null (any account input creates one)', () => {
    const form = emptyCheckoutForm()
    form.username = 'ada2'
    form.password = 'secret'
    expect(toCheckoutVariables(form, context).account).toBeNull()
    expect(toCheckoutVariables(form, { ...context, guest: false }).account).toBeNull()
  })

  it('sends a shipping address without email or phone, and only the contact fields of a hidden billing', () => {
    const form = emptyCheckoutForm()
    form.shipToDifferentAddress = true
    form.shipping.email = 'x@example.com'
    const variables = toCheckoutVariables(form, { ...context, billingAddressShown: false })
    expect(Object.keys(variables.shipping ?? {})).not.toContain('email')
    expect(Object.keys(variables.shipping ?? {})).not.toContain('phone')
    expect(Object.keys(variables.billing ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'phone'])
    expect(toCheckoutVariables(form, { ...context, shippingNeeded: false }).shipping).toBeUndefined()
  })
})

describe('the order-received address', () => {
  it('is the order id with its key, the key encoded so a forged one cannot change the path or add parameters', () => {
    expect(orderReceivedPath({ databaseId: 42, orderKey: 'wc_order_AbC123' })).toBe(
      '/checkout/order-received/42?key=wc_order_AbC123',
    )
    expect(orderReceivedPath({ databaseId: 7, orderKey: 'x&debug=1/../../admin#y' })).toBe(
      '/checkout/order-received/7?key=x%26debug%3D1%2F..%2F..%2Fadmin%23y',
    )
  })
})

describe('the payment gateways a cart is offered', () => {
  const gateways = [{ id: 'paystack' }, { id: 'cod' }]

  it('leave out cash on delivery for a virtual-only cart (a gift card is not delivered)', () => {
    expect(gatewaysForCart(cartOf(true, true), gateways).map((g) => g.id)).toEqual(['paystack'])
  })

  it('keep it for a cart with anything to deliver', () => {
    expect(gatewaysForCart(cartOf(true, false), gateways).map((g) => g.id)).toEqual(['paystack', 'cod'])
    expect(gatewaysForCart(cartOf(), gateways).map((g) => g.id)).toEqual(['paystack', 'cod'])
  })
})
