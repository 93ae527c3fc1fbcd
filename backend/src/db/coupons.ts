import { sql, type Db } from './database'

export interface CouponRow {
  code: string
  type: string
  amount: number
  description: string
  /** Minimum cart subtotal (kobo, before VAT) for the coupon to apply; null for none. */
  minimum_amount: number | null
  usage_limit: number | null
  usage_count: number
  /** Last day the coupon is valid (`YYYY-MM-DD`, end of that day in Lagos); null for never expiring. */
  date_expires: string | null
}

export type NewCoupon = Pick<CouponRow, 'code' | 'type' | 'amount' | 'description'> &
  Partial<Pick<CouponRow, 'minimum_amount' | 'usage_limit' | 'usage_count' | 'date_expires'>>

export function getCoupon(db: Db, code: string): CouponRow | undefined {
  return sql(db, 'SELECT * FROM coupons WHERE code = ?').get(code) as CouponRow | undefined
}

export function insertCoupon(db: Db, c: NewCoupon): void {
  sql(
    db,
    `INSERT INTO coupons (code, type, amount, description, minimum_amount, usage_limit, usage_count, date_expires)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    c.code,
    c.type,
    c.amount,
    c.description,
    c.minimum_amount ?? null,
    c.usage_limit ?? null,
    c.usage_count ?? 0,
    c.date_expires ?? null,
  )
}

/** Counts one use of each coupon an order used (WooCommerce's usage count). */
export function countCouponUses(db: Db, codes: string[]): void {
  const count = sql(db, 'UPDATE coupons SET usage_count = usage_count + 1 WHERE code = ?')
  for (const code of codes) count.run(code)
}
