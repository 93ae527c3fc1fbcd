import type { Refusal } from '../../components/form/result-message'

/**
 * WooCommerce's coupon refusals, as its English templates word them (WooCommerce 10's, and the older 'does not
 * exist!'), with their keys under `cart.couponErrors` in locales/shop. WooCommerce writes the code lower-cased.
 */
const REFUSALS: [RegExp, string][] = [
  [/^Coupon ".*" (?:cannot be applied because it does not exist\.|does not exist!)$/, 'notFound'],
  [/^This coupon has already been applied to the cart\.?$/, 'alreadyApplied'],
  [/^This coupon has expired\.$/, 'expired'],
  [/^Coupon usage limit has been reached\.$/, 'usageLimit'],
  [/^The minimum spend for this coupon is (.+)\.$/, 'minimumSpend'],
  [/^This coupon has not been applied to the cart\.$/, 'notApplied'],
]

/**
 * A refused coupon in the shopper's language: a known WooCommerce message by its key, naming the code as the shopper
 * typed it (and the shop's amount, as it wrote it); any other message as the shop wrote it.
 */
export function couponRefusal(message: string, typed: string): Refusal {
  for (const [template, key] of REFUSALS) {
    const found = template.exec(message)
    if (found)
      return {
        success: false,
        error: message,
        errorKey: `cart.couponErrors.${key}`,
        errorValues: { code: typed.trim(), amount: found[1] ?? '' },
      }
  }
  return { success: false, error: message }
}
