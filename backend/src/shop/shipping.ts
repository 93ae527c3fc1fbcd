import type { Db } from '../db/database'
import { listShippingMethods } from '../db/shipping-methods'

export interface ShippingRate {
  id: string
  methodId: string
  instanceId: number
  label: string
  cost: number
}

export interface Destination {
  country: string
  state: string
}

/** The shop's base address, WooCommerce's default customer location. */
export const SHOP_BASE: Destination = { country: 'NG', state: 'LA' }

/** Zones match the most specific first: `NG:LA` (Lagos), then `NG` (rest of Nigeria), then `*` (everywhere else). */
export function shippingRates(db: Db, destination: Destination, contentsTotal: number): ShippingRate[] {
  const methods = listShippingMethods(db)
  const zones = [`${destination.country}:${destination.state}`, destination.country, '*']
  const zone = zones.find((z) => methods.some((m) => m.zone === z))
  return methods
    .filter((m) => m.zone === zone)
    .filter((m) => m.method_id !== 'free_shipping' || contentsTotal >= (m.min_amount ?? 0))
    .map((m) => ({
      id: `${m.method_id}:${m.instance_id}`,
      methodId: m.method_id,
      instanceId: m.instance_id,
      label: m.title,
      cost: m.cost,
    }))
}

/** WooCommerce's local pickup methods: a choice the shopper makes, never a default (they must come to the shop). */
const isPickup = (rate: ShippingRate) =>
  rate.methodId === 'local_pickup' || rate.methodId === 'pickup_location'

/**
 * The shop's default rate (WooCommerce's `wc_get_default_shipping_method_for_package` with the shop's
 * `woocommerce_shipping_chosen_method` filter): a qualifying free shipping rate, else the cheapest delivery rate,
 * else the first rate.
 */
export function defaultRate(rates: ShippingRate[]): ShippingRate | undefined {
  const free = rates.find((r) => r.methodId === 'free_shipping')
  const delivery = rates.filter((r) => !isPickup(r))
  const cheapest = delivery.reduce<ShippingRate | undefined>(
    (a, r) => (a && a.cost <= r.cost ? a : r),
    undefined,
  )
  return free ?? cheapest ?? rates[0]
}

/**
 * The rate the cart ships with (WooCommerce's `wc_get_chosen_shipping_method_for_package`): the shopper's choice
 * while it is offered and the offered rates are the ones it was made among; a chosen pickup while it is offered;
 * otherwise — nothing chosen, the choice gone, or the rates changed (free shipping now qualifies, another zone) —
 * the default. `seen` is the rate ids the choice was made among.
 */
export function chosenRate(rates: ShippingRate[], chosen: string | undefined, seen: string[] | undefined) {
  const current = rates.find((r) => r.id === chosen)
  if (!current) return defaultRate(rates)
  const unchanged = seen === undefined || seen.join(',') === rates.map((r) => r.id).join(',')
  return unchanged || isPickup(current) ? current : defaultRate(rates)
}
