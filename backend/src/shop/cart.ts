import { createHash } from 'node:crypto'
import { getProduct, type Product } from '../db/catalogue'
import { getCoupon, type CouponRow } from '../db/coupons'
import type { Db } from '../db/database'
import type { CartLine, SessionData } from '../db/sessions'
import { chosenRate, SHOP_BASE, shippingRates, type Destination, type ShippingRate } from './shipping'
import { computeTotals, vat, type LineTotals, type Totals, type TotalsCoupon } from './totals'

export interface CartItemView {
  line: CartLine
  product: Product
  variation: Product | null
  totals: LineTotals
}

/** A coupon applied to the cart, with the discount it gives. */
export type CartCoupon = TotalsCoupon & { description: string; discount: number; discountTax: number }

export interface CartView {
  items: CartItemView[]
  totals: Totals
  coupons: CartCoupon[]
  rates: ShippingRate[]
  chosenShipping: string[]
  needsShipping: boolean
}

/** WooCommerce's cart item key: a hash of the product, the variation and its attributes. */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  variation: CartLine['variation'],
): string {
  const attributes = variation.map((v) => `${v.name}=${v.value}`).join('&')
  return createHash('md5')
    .update(`${productId}_${variationId ?? 0}_${attributes}`)
    .digest('hex')
}

export const unitPrice = (p: Product) => p.sale_price ?? p.regular_price
/** Whose stock a line draws on: the variation when it manages its own stock, else the product. */
export const stockHolder = (item: { product: Product; variation: Product | null }) =>
  item.variation && item.variation.manage_stock ? item.variation : item.product

/** Totals, shipping rates and coupons of a session's cart, for a shipping destination. */
export function viewCart(db: Db, data: SessionData, destination: Destination = SHOP_BASE): CartView {
  const items = data.cart
    .map((line) => {
      const product = getProduct(db, line.productId)
      const variation = line.variationId ? (getProduct(db, line.variationId) ?? null) : null
      return product ? { line, product, variation } : null
    })
    .filter((i): i is Omit<CartItemView, 'totals'> => i !== null)
  const lines = items.map((i) => ({
    key: i.line.key,
    unitPrice: unitPrice(i.variation ?? i.product),
    quantity: i.line.quantity,
  }))
  const coupons = data.coupons.map((code) => getCoupon(db, code)).filter((c): c is CouponRow => !!c)
  const needsShipping = items.some((i) => (i.variation ?? i.product).virtual !== 1)
  const beforeShipping = computeTotals(lines, coupons, 0)
  const rates = needsShipping ? shippingRates(db, destination, beforeShipping.contentsTotal) : []
  const chosen = chosenRate(rates, data.chosenShipping[0], data.shippingRatesSeen)
  const totals = computeTotals(lines, coupons, chosen?.cost ?? 0)
  return {
    items: items.map((i, n) => ({ ...i, totals: totals.lines[n]! })),
    totals,
    coupons: coupons.map((c) => {
      const discount = totals.couponDiscounts.get(c.code) ?? 0
      return { ...c, code: c.code.toLowerCase(), discount, discountTax: vat(discount) }
    }),
    rates,
    chosenShipping: chosen ? [chosen.id] : [],
    needsShipping,
  }
}
