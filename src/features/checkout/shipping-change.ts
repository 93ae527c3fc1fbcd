import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../domain/shop'

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

/** The change an address change made to the cart's shipping, or null when it kept the rate and its cost. */
export function shippingChange(before: Shipping | null, after: Shipping | null): ShippingChange | null {
  if (!before || !after) return null
  return before.rateId !== after.rateId || before.cost !== after.cost ? { before, after } : null
}

/**
 * The shipping before and after an address change, when the change altered the rate or its cost: the backend may
 * move the cart to another rate (another zone, free shipping now qualifying), and the shopper must not learn it
 * only from the total. `updating` is true while a new delivery location is waiting or on its way.
 */
export function useShippingChangeNotice(cart: Cart, updating: boolean): ShippingChange | null {
  const before = useRef<Shipping | null>(null)
  const [notice, setNotice] = useState<ShippingChange | null>(null)
  const now = shippingOf(cart)
  const nowKey = now ? `${now.rateId}|${now.cost}` : ''

  useEffect(() => {
    if (updating) {
      before.current ??= now
      return
    }
    const previous = before.current
    before.current = null
    // Any other change of rate (the shopper's own pick) leaves nothing to explain.
    setNotice(shippingChange(previous, now))
    // nowKey stands for the chosen rate and its cost.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updating, nowKey])

  return notice
}
