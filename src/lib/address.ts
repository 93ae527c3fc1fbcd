import type { Address } from '../domain/shop'

/** An address as GraphQL sends it (CustomerAddress on a customer or an order): any field may be null. */
export type WireAddress = { [K in keyof Address]?: string | null }

/** The app's address from the wire's: missing fields become empty strings. */
export function toAddress(address: WireAddress | null | undefined): Address {
  const text = (key: keyof Address) => address?.[key] ?? ''
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    country: text('country'),
    email: text('email'),
    phone: text('phone'),
  }
}
