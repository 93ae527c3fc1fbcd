import { sql, type Db } from './database'

export interface ShippingMethodRow {
  instance_id: number
  zone: string
  method_id: string
  title: string
  cost: number
  min_amount: number | null
}

export function listShippingMethods(db: Db): ShippingMethodRow[] {
  return sql(db, 'SELECT * FROM shipping_methods ORDER BY position').all() as ShippingMethodRow[]
}
