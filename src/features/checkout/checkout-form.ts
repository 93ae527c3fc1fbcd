import type { Address } from '../../domain/shop'
import { BASE_COUNTRY, type AddressField, type AddressKind } from '../../components/address'

export type { AddressField, AddressKind }

/** What the shopper types on /checkout (client state of the form; the cart stays in the GraphQL cache). */
export interface CheckoutForm {
  billing: Address
  /** Used only with `shipToDifferentAddress` (its email and phone are never shown or sent). */
  shipping: Address
  shipToDifferentAddress: boolean
  customerNote: string
  /** A payment gateway id (`cod`, `paystack`, …); empty until the gateways are known. */
  paymentMethod: string
  /** A guest asks for an account with the order. */
  createAccount: boolean
  username: string
  password: string
}

export type FieldPath = `${AddressKind}.${AddressField}` | 'paymentMethod' | 'username' | 'password'

export function emptyAddress(country = BASE_COUNTRY): Address {
  return {
    firstName: '',
    lastName: '',
    company: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    postcode: '',
    country,
    email: '',
    phone: '',
  }
}

export function emptyCheckoutForm(): CheckoutForm {
  return {
    billing: emptyAddress(),
    shipping: emptyAddress(),
    shipToDifferentAddress: false,
    customerNote: '',
    paymentMethod: '',
    createAccount: false,
    username: '',
    password: '',
  }
}

/** The DOM id of a field's control, so validation can focus it and tests can find it. */
export const fieldId = (path: FieldPath): string => `checkout-${path.replace('.', '-')}`
