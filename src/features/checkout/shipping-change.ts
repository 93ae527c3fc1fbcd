import type { Cart } from '../../domain/shop'
import type { SliceDeps } from '../../shop-kit'
import { CartView, toCart } from '../cart'

/**
 * Saying when an address change changed the shipping: the backend may move the cart to another rate (another zone,
 * free shipping now qualifying), and the shopper must not learn it only from the total. The location sender
 * compares the cart's shipping before it sends a new location and after the cart has reloaded.
 */

/** What the cart ships with: the chosen rate and what shipping costs. */
export interface Shipping {
  rateId: string
  label: string
  cost: string
}

export function shippingOf(cart: Cart): Shipping | null {
  if (!cart.needsShipping) return null
  const rateId = cart.chosenShippingMethods[0] ?? ''
  const label = cart.shippingRates.find((rate) => rate.id === rateId)?.label ?? ''
  return { rateId, label, cost: cart.shippingTotal }
}

export type ShippingChange = { before: Shipping; after: Shipping }

/** The change an address change made to the cart's shipping, or null when it kept the rate's name and cost. */
export function shippingChange(before: Shipping | null, after: Shipping | null): ShippingChange | null {
  if (!before || !after) return null
  // By what the shopper reads: another zone's rate of the same name and cost is no change to them.
  return before.label !== after.label || before.cost !== after.cost ? { before, after } : null
}

/** What the cart in the cache ships with now. */
export function cachedShipping(deps: Pick<SliceDeps, 'client'>): Shipping | null {
  const wire = deps.client().readQuery(CartView, {}, { requestPolicy: 'cache-only' })?.data?.cart
  return wire ? shippingOf(toCart(wire)) : null
}
