import { sql, type Db } from '../db/database'

export interface ShippingRate {
  id: string
  methodId: string
  instanceId: number
  label: string
  cost: number
}

interface MethodRow {
  instance_id: number
  zone: string
  method_id: string
  title: string
  cost: number
  min_amount: number | null
}

export interface Destination {
  country: string
  state: string
}

/** The shop's base address, WooCommerce's default customer location. */
export const SHOP_BASE: Destination = { country: 'NG', state: 'LA' }

/** Zones match the most specific first: `NG:LA` (Lagos), then `NG` (rest of Nigeria), then `*` (everywhere else). */
export function shippingRates(db: Db, destination: Destination, contentsTotal: number): ShippingRate[] {
  const methods = sql(db, 'SELECT * FROM shipping_methods ORDER BY position').all() as MethodRow[]
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
