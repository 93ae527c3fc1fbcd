import type { Address } from '../../domain/shop'
import { ADDRESS_FIELDS, isRequired, SHIPPING_FIELDS } from '../../components/address'
import type { AddressField, AddressKind, CheckoutForm, FieldPath } from './checkout-form'

/** Why a field is refused; each has a message in locales (`checkout.errors.*`). */
export type FieldError = 'required' | 'email' | 'phone' | 'chooseGateway'
export type FieldErrors = Partial<Record<FieldPath, FieldError>>

export interface ValidationContext {
  /** False for a virtual-only cart with `hideBillingAddressForVirtualProducts` on: contact fields only. */
  billingAddressShown: boolean
  /** False for a virtual-only cart: no shipping address is asked for. */
  shippingNeeded: boolean
  /** A guest may ask for an account (a signed-in customer never sees those fields). */
  guest: boolean
}

/** The address fields in the order the form shows them (WooCommerce's), and which of them are required. */
export { ADDRESS_FIELDS, isRequired, SHIPPING_FIELDS }
const CONTACT_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'phone', 'email']

/** The billing fields asked for: the whole address, or only the contact fields when billing is hidden. */
export function billingFields(billingAddressShown: boolean): readonly AddressField[] {
  return billingAddressShown ? ADDRESS_FIELDS : CONTACT_FIELDS
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An international or local number: digits with spaces, dashes, dots or brackets, an optional leading +. */
const PHONE = /^\+?[\d\s().-]+$/

export function isEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 254 && EMAIL.test(email)
}

export function isPhone(value: string): boolean {
  const phone = value.trim()
  const digits = phone.replace(/\D/g, '').length
  return PHONE.test(phone) && digits >= 7 && digits <= 15
}

function addressErrors(
  kind: AddressKind,
  address: Address,
  fields: readonly AddressField[],
  errors: FieldErrors,
): void {
  for (const field of fields) {
    const value = address[field].trim()
    const path = `${kind}.${field}` as const
    if (!value) {
      if (isRequired(field)) errors[path] = 'required'
    } else if (field === 'email' && !isEmail(value)) errors[path] = 'email'
    else if (field === 'phone' && !isPhone(value)) errors[path] = 'phone'
  }
}

/**
 * Every problem of the form before anything is sent, in the order the fields are shown (so the
 * first key is the field to focus). An empty object means the form may be sent.
 */
export function validateCheckout(form: CheckoutForm, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {}
  addressErrors('billing', form.billing, billingFields(context.billingAddressShown), errors)
  if (form.shipToDifferentAddress && context.shippingNeeded)
    addressErrors('shipping', form.shipping, SHIPPING_FIELDS, errors)
  if (context.guest && form.createAccount) {
    if (!form.username.trim()) errors.username = 'required'
    if (!form.password) errors.password = 'required'
  }
  if (!form.paymentMethod) errors.paymentMethod = 'chooseGateway'
  return errors
}

/** The first field to fix, or null. */
export function firstInvalid(errors: FieldErrors): FieldPath | null {
  return (Object.keys(errors)[0] as FieldPath | undefined) ?? null
}
