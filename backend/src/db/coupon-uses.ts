import { sql, type Db } from './database'

/** Gives back one use of each coupon (WooCommerce's `WC_Coupon::decrease_usage_count`), never below zero. */
export function returnCouponUses(db: Db, codes: string[]): void {
  const giveBack = sql(db, 'UPDATE coupons SET usage_count = MAX(usage_count - 1, 0) WHERE code = ?')
  for (const code of codes) giveBack.run(code)
}
