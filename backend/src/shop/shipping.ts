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
