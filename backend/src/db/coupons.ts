import { sql, type Db } from './database'

export interface CouponRow {
  code: string
  type: string
  amount: number
  description: string
}

export function getCoupon(db: Db, code: string): CouponRow | undefined {
  return sql(db, 'SELECT * FROM coupons WHERE code = ?').get(code) as CouponRow | undefined
}
