import type { Address } from '../../domain/shop'

export type AddressKind = 'billing' | 'shipping'
export type AddressField = keyof Address

/** The shop's base country (WooCommerce's store address): an address without a country starts there. */
export const BASE_COUNTRY = 'NG'

/** The address fields in WooCommerce's order (checkout, account and receipts show them so). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'phone',
  'email',
]

/** A shipping address never has its own email or phone (WooCommerce's shipping fields). */
export const SHIPPING_FIELDS: readonly AddressField[] = ADDRESS_FIELDS.filter(
  (field) => field !== 'phone' && field !== 'email',
)

/** The fields of an address of this kind. */
export const fieldsOf = (kind: AddressKind): readonly AddressField[] =>
  kind === 'shipping' ? SHIPPING_FIELDS : ADDRESS_FIELDS

/** The browser's autofill token of each address field. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  country: 'country',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  phone: 'tel',
  email: 'email',
}

/** The autofill hint of a field of a billing or shipping address (`billing given-name`). */
export const autoCompleteOf = (kind: AddressKind, field: AddressField): string =>
  `${kind} ${AUTOCOMPLETE[field]}`

/** The input type of a field (`email`, `tel` or `text`), which is also its on-screen keyboard. */
export const inputTypeOf = (field: AddressField): 'email' | 'tel' | 'text' =>
  field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'

/** The fields that take half a row on a wide form (two side by side). */
const HALF_WIDTH: readonly AddressField[] = ['firstName', 'lastName', 'city', 'state', 'postcode', 'phone']
export const isHalfWidth = (field: AddressField): boolean => HALF_WIDTH.includes(field)

/** The fields WooCommerce lets a shopper leave empty; every other address field is required. */
const OPTIONAL: readonly AddressField[] = ['company', 'address2', 'postcode']
export const isRequired = (field: AddressField): boolean => !OPTIONAL.includes(field)
