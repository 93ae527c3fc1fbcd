import { describe, expect, it } from 'vitest'
import { emptyCheckoutForm, type CheckoutForm } from '../../src/features/checkout/checkout-form'
import {
  firstInvalid,
  isEmail,
  isPhone,
  validateCheckout,
  type ValidationContext,
} from '../../src/features/checkout/checkout-validation'

const everything: ValidationContext = { billingAddressShown: true, shippingNeeded: true, guest: true }

function validForm(changes: Partial<CheckoutForm> = {}): CheckoutForm {
  const form = emptyCheckoutForm()
  return {
    ...form,
    billing: {
      ...form.billing,
      firstName: 'Ada',
      lastName: 'Obi',
      address1: '12 Marina Road',
      city: 'Lagos',
      state: 'LA',
      country: 'NG',
      phone: '+234 803 123 4567',
      email: 'ada@example.com',
    },
    paymentMethod: 'cod',
    ...changes,
  }
}

describe('checkout validation', () => {
  it('accepts a complete billing address with cash on delivery', () => {
    expect(validateCheckout(validForm(), everything)).toEqual({})
  })

  it('names every missing required billing field, in the order the form shows them', () => {
    const errors = validateCheckout({ ...emptyCheckoutForm(), paymentMethod: 'cod' }, everything)
    expect(errors).toEqual({
      'billing.firstName': 'required',
      'billing.lastName': 'required',
      'billing.address1': 'required',
      'billing.city': 'required',
      'billing.state': 'required',
      'billing.phone': 'required',
      'billing.email': 'required',
    })
    expect(firstInvalid(errors)).toBe('billing.firstName')
  })

  it('treats blank text as missing, and leaves company, address 2 and postcode optional', () => {
    const form = validForm()
    form.billing.city = '   '
    expect(validateCheckout(form, everything)).toEqual({ 'billing.city': 'required' })
  })

  it('refuses a malformed email or phone with its own reason', () => {
    const form = validForm()
    form.billing.email = 'ada@example'
    form.billing.phone = 'call me'
    expect(validateCheckout(form, everything)).toEqual({ 'billing.phone': 'phone', 'billing.email': 'email' })
  })

  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['@example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('email %j is valid: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid)
  })

  it.each([
    ['+234 803 123 4567', true],
    ['0803-123-4567', true],
    ['(01) 234 5678', true],
    ['12345', false],
    ['+234 803 123 4567 8901 23', false],
    ['0803 123 4567 ext', false],
    ['080+3123456', false],
  ])('phone %j is valid: %s', (phone, valid) => {
    expect(isPhone(phone)).toBe(valid)
  })

  it('asks for the shipping address only when shipping elsewhere and the cart ships', () => {
    const form = validForm({ shipToDifferentAddress: true })
    expect(validateCheckout(form, everything)).toEqual({
      'shipping.firstName': 'required',
      'shipping.lastName': 'required',
      'shipping.address1': 'required',
      'shipping.city': 'required',
      'shipping.state': 'required',
    })
    expect(validateCheckout(form, { ...everything, shippingNeeded: false })).toEqual({})
  })

  it('never asks for a shipping email or phone', () => {
    const form = validForm({ shipToDifferentAddress: true })
    form.shipping = { ...form.billing, email: 'not an email', phone: 'x' }
    expect(validateCheckout(form, everything)).toEqual({})
  })

  it('asks only for the contact fields when the billing address is hidden', () => {
    const form = emptyCheckoutForm()
    form.paymentMethod = 'cod'
    expect(validateCheckout(form, { ...everything, billingAddressShown: false })).toEqual({
      'billing.firstName': 'required',
      'billing.lastName': 'required',
      'billing.phone': 'required',
      'billing.email': 'required',
    })
  })

  it('asks a guest who wants an account for a username and password; a customer never', () => {
    const form = validForm({ createAccount: true, username: ' ', password: '' })
    expect(validateCheckout(form, everything)).toEqual({ username: 'required', password: 'required' })
    expect(validateCheckout(form, { ...everything, guest: false })).toEqual({})
  })

  it('takes the card gateway and cash on delivery; refuses a missing payment method', () => {
    expect(validateCheckout(validForm({ paymentMethod: 'paystack' }), everything)).toEqual({})
    expect(validateCheckout(validForm({ paymentMethod: 'cod' }), everything)).toEqual({})
    expect(validateCheckout(validForm({ paymentMethod: '' }), everything)).toEqual({
      paymentMethod: 'chooseGateway',
    })
  })
})
