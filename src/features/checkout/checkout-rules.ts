import { isVirtualOnly, type Cart } from '../../domain/shop'
import type { CheckoutForm } from './checkout-form'

/** The card gateway's id: the provider's popup takes the payment before the order is sent. */
export const CARD_GATEWAY = 'paystack'

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

/** Cash on delivery's gateway id. */
export const CASH_ON_DELIVERY = 'cod'

/**
 * The gateways a cart may be paid with: the shop's cash on delivery does not accept virtual orders (WooCommerce's
 * "Accept for virtual orders" off), so a virtual-only cart (gift cards, downloads) is not offered it. The backend
 * leaves it out of `paymentGateways` and refuses it at checkout; this keeps gateways loaded with an earlier cart
 * from offering it.
 */
export function gatewaysForCart<G extends { id: string }>(cart: Cart | null, gateways: G[]): G[] {
  return isVirtualOnly(cart) ? gateways.filter((gateway) => gateway.id !== CASH_ON_DELIVERY) : gateways
}
