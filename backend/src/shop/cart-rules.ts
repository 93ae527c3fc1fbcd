import { getCoupon } from '../db/coupons'
import type { Db } from '../db/database'
import type { SessionData } from '../db/sessions'
import { viewCart } from './cart'
import { couponProblem } from './coupons'
import { ShopError, refuse } from './errors'

/** WooGraphQL's `updateItemQuantities`: 0 removes a line; an unknown key or a negative quantity refuses all. */
export function setQuantities(data: SessionData, items: Array<{ key: string; quantity: number }>) {
  if (items.length === 0) refuse('no-items')
  const result = { updatedKeys: [] as string[], removedKeys: [] as string[] }
  const failed: string[] = []
  for (const { key, quantity } of items) {
    const line = data.cart.find((l) => l.key === key)
    if (!line || quantity < 0) {
      failed.push(key)
    } else if (quantity === 0) {
      data.cart = data.cart.filter((l) => l.key !== key)
      result.removedKeys.push(key)
    } else {
      line.quantity = quantity
      result.updatedKeys.push(key)
    }
  }
  if (failed.length) refuse('items-not-updated', { keys: failed })
  return result
}

export function emptyCart(data: SessionData): void {
  if (data.cart.length === 0) refuse('cart-empty')
  data.cart = []
  data.coupons = []
}

/** Coupon codes are case-insensitive; `code` is already trimmed and lower-cased. */
export function applyCoupon(db: Db, data: SessionData, code: string): void {
  const coupon = getCoupon(db, code)
  if (!coupon) refuse('coupon-not-found', { code })
  const invalid = couponProblem(coupon, viewCart(db, data).totals.subtotal)
  if (invalid) throw new ShopError([invalid])
  if (data.coupons.some((c) => c.toLowerCase() === code)) refuse('coupon-already-applied')
  data.coupons.push(coupon.code)
}

export function removeCoupons(data: SessionData, codes: string[]): void {
  if (codes.length === 0) refuse('no-coupon-codes')
  for (const code of codes) {
    if (!data.coupons.some((c) => c.toLowerCase() === code)) refuse('coupon-not-applied')
  }
  data.coupons = data.coupons.filter((c) => !codes.includes(c.toLowerCase()))
}

/** The cart's one shipping package: its rate ids and WooCommerce's name for it ("Name ×2, Other ×1"). */
export interface ShippingPackage {
  rateIds: string[]
  name: string
}

/** WooGraphQL's updateShippingMethod: each method must be one of the package's rates. */
export function chooseShipping(data: SessionData, methods: string[], available: ShippingPackage): void {
  if (methods.length === 0) refuse('no-shipping-method-given')
  const unknown = methods.find((m) => !available.rateIds.includes(m))
  if (unknown !== undefined)
    refuse('shipping-method-unavailable', { method: unknown, packageName: available.name })
  data.chosenShipping = methods
  // WooCommerce keeps a choice only while the rates it was made among stay the same (shop/shipping.ts).
  data.shippingRatesSeen = available.rateIds
}
