import type { CouponRow } from '../db/coupons'
import { problem, type ShopProblem } from './errors'

/** WooCommerce: "The coupon will expire at 00:00:00 of this date", in the shop's time zone (Lagos, UTC+1). */
const expiresAt = (date: string) => Date.parse(`${date}T00:00:00+01:00`)

/**
 * WooCommerce's coupon validity checks (WC_Discounts::is_coupon_valid), in its order: expiry, usage limit, minimum
 * spend on the cart subtotal before VAT. Returns the first problem, or null when the coupon may apply.
 */
export function couponProblem(coupon: CouponRow, subtotal: number, now = Date.now()): ShopProblem | null {
  if (coupon.date_expires && now >= expiresAt(coupon.date_expires)) return problem('coupon-expired')
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit)
    return problem('coupon-usage-limit')
  if (coupon.minimum_amount !== null && subtotal < coupon.minimum_amount)
    return problem('coupon-minimum-spend', { minimum: coupon.minimum_amount })
  return null
}
