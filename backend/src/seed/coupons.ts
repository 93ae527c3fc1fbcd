import { insertCoupon, type NewCoupon } from '../db/coupons'
import type { Db } from '../db/database'

/** Demo coupons with WooCommerce's restrictions, each showing one refusal (amounts in kobo). */
export const RESTRICTED_COUPONS: NewCoupon[] = [
  {
    code: 'BIGSPENDER',
    type: 'percent',
    amount: 5,
    description: '5% off orders from ₦1,500,000',
    minimum_amount: 1_500_000_00,
  },
  {
    code: 'NEWYEAR2024',
    type: 'fixed_cart',
    amount: 20_000_00,
    description: '₦20,000 off, January 2024 only',
    date_expires: '2024-02-01',
  },
  { code: 'ONCE5000', type: 'fixed_cart', amount: 5_000_00, description: '₦5,000 off, once', usage_limit: 1 },
]

export function seedRestrictedCoupons(db: Db): void {
  for (const coupon of RESTRICTED_COUPONS) insertCoupon(db, coupon)
}
