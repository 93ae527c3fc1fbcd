import { isVirtualOnly, type Cart } from '../../domain/shop'
import type { CheckoutForm } from './checkout-form'

/**
 * Gateways listed by the backend that this storefront cannot take yet: the card payment needs the
 * provider's popup (a later issue). Choosing one shows a clear message and places no order.
 */
export const UNAVAILABLE_GATEWAYS: readonly string[] = ['paystack']

export const isGatewayAvailable = (id: string): boolean => !!id && !UNAVAILABLE_GATEWAYS.includes(id)

/** A cart of only virtual items (gift cards, downloads) ships nothing. */
export function needsShipping(cart: Cart | null): boolean {
  return !isVirtualOnly(cart)
}

/**
 * Whether the billing address is asked for: always, except for a virtual-only cart when the store
 * setting `hideBillingAddressForVirtualProducts` is on (then only the contact fields are).
 */
export function isBillingAddressShown(
  cart: Cart | null,
  hideBillingAddressForVirtualProducts: boolean,
): boolean {
  return hideBillingAddressForVirtualProducts ? !isVirtualOnly(cart) : true
}

export interface Location {
  country: string
  state: string
}

/** Where the order ships: the shipping address when the shopper ships elsewhere, else the billing address. */
export function shippingLocation(form: CheckoutForm, shippingNeeded: boolean): Location {
  const address = form.shipToDifferentAddress && shippingNeeded ? form.shipping : form.billing
  return { country: address.country, state: address.state }
}
