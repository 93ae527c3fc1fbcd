import { createHash } from 'node:crypto'
import { sql, type Db } from '../db/database'
import { fail } from '../graphql/errors'
import { catalogueChanged, getProduct, getVariations, type Product } from './catalogue'
import type { CartLine, SessionData } from './session-store'
import { SHOP_BASE, shippingRates, type Destination, type ShippingRate } from './shipping'
import { computeTotals, vat, type LineTotals, type Totals, type TotalsCoupon } from './totals'
import type { StoredAttribute } from '../seed/catalogue'

export interface CartItemView {
  line: CartLine
  product: Product
  variation: Product | null
  totals: LineTotals
}

export interface CartView {
  items: CartItemView[]
  totals: Totals
  coupons: Array<TotalsCoupon & { description: string; discount: number; discountTax: number }>
  rates: ShippingRate[]
  chosenShipping: string[]
  needsShipping: boolean
}

export interface CouponRow {
  code: string
  type: string
  amount: number
  description: string
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

const unitPrice = (p: Product) => p.sale_price ?? p.regular_price
const stockHolder = (item: { product: Product; variation: Product | null }) =>
  item.variation && item.variation.manage_stock ? item.variation : item.product

export function getCoupon(db: Db, code: string): CouponRow | undefined {
  return sql(db, 'SELECT * FROM coupons WHERE code = ?').get(code) as CouponRow | undefined
}

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
  const chosen = rates.find((r) => r.id === data.chosenShipping[0]) ?? rates[0]
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

export interface AddToCartInput {
  productId: number
  quantity?: number | null
  variationId?: number | null
  variation?: Array<{ attributeName: string; attributeValue?: string | null } | null> | null
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&mdash;/g, '—')
    .replace(/&hellip;/g, '…')

/** WooCommerce's `add_to_cart` with its validation and messages; changes `data` in place. */
export function addToCart(db: Db, data: SessionData, input: AddToCartInput): CartLine {
  const quantity = input.quantity ?? 1
  const product = getProduct(db, input.productId)
  if (!product || product.type === 'variation' || product.status !== 'publish')
    fail('No product found matching the ID provided')
  const parent = product!
  if (quantity <= 0) fail('Failed to add cart item. Please check input.')
  if (parent.type === 'external') fail('Sorry, this product cannot be purchased.')
  let variation: Product | null = null
  let selection: CartLine['variation'] = []
  if (parent.type === 'variable') {
    variation = findVariation(db, parent, input)
    if (!variation) fail(decode('Please choose product options&hellip;'))
    selection = JSON.parse(variation!.attributes)
  }
  const holder = stockHolder({ product: parent, variation })
  const item = variation ?? parent
  if (
    holder.stock_status === 'outofstock' ||
    (item.stock_status === 'outofstock' && !variation?.manage_stock)
  )
    fail(decode(`You cannot add &quot;${item.name}&quot; to the cart because the product is out of stock.`))
  if (holder.manage_stock && holder.backorders === 'no') {
    const stock = holder.stock_quantity ?? 0
    const inCart = data.cart
      .filter(
        (l) => (l.variationId ?? l.productId) === holder.id || (l.productId === holder.id && !l.variationId),
      )
      .reduce((a, l) => a + l.quantity, 0)
    if (quantity > stock)
      fail(
        decode(
          `You cannot add that amount of &quot;${item.name}&quot; to the cart because there is not enough stock (${stock} remaining).`,
        ),
      )
    if (inCart + quantity > stock)
      fail(
        decode(
          `You cannot add that amount to the cart &mdash; we have ${stock} in stock and you already have ${inCart} in your cart.`,
        ),
      )
  }
  const key = cartItemKey(parent.id, variation?.id ?? null, selection)
  const existing = data.cart.find((l) => l.key === key)
  if (existing) {
    existing.quantity += quantity
    return existing
  }
  const line: CartLine = {
    key,
    productId: parent.id,
    variationId: variation?.id ?? null,
    variation: selection,
    quantity,
  }
  data.cart.push(line)
  return line
}

function findVariation(db: Db, parent: Product, input: AddToCartInput): Product | null {
  const variations = getVariations(db, parent.id)
  if (input.variationId) return variations.find((v) => v.id === input.variationId) ?? null
  const wanted = (input.variation ?? []).filter((v) => v !== null)
  const attributes = (JSON.parse(parent.attributes) as StoredAttribute[]).filter((a) => a.variation)
  if (wanted.length < attributes.length) return null
  const normalise = (name: string) => name.toLowerCase().replace(/^attribute_/, '')
  return (
    variations.find((v) =>
      (JSON.parse(v.attributes) as CartLine['variation']).every((a) =>
        wanted.some(
          (w) => normalise(w.attributeName) === a.name.toLowerCase() && w.attributeValue === a.value,
        ),
      ),
    ) ?? null
  )
}

/** Checks that every cart line is still in stock (WooCommerce's `check_cart_items`), throwing the joined notices. */
export function checkCartStock(db: Db, data: SessionData): void {
  const problems: string[] = []
  for (const line of data.cart) {
    const product = getProduct(db, line.productId)
    const variation = line.variationId ? (getProduct(db, line.variationId) ?? null) : null
    if (!product) continue
    const holder = stockHolder({ product, variation })
    const item = variation ?? product
    if (holder.stock_status === 'outofstock') {
      problems.push(
        `Sorry, "${item.name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
      )
    } else if (
      holder.manage_stock &&
      holder.backorders === 'no' &&
      line.quantity > (holder.stock_quantity ?? 0)
    ) {
      problems.push(
        `Sorry, we do not have enough "${item.name}" in stock to fulfill your order (${holder.stock_quantity ?? 0} available). We apologize for any inconvenience caused.`,
      )
    }
  }
  if (problems.length) fail(problems.join(' '))
}

/** Takes ordered quantities out of stock (and counts the sales), as WooCommerce does when an order is placed. */
export function reduceStock(db: Db, data: SessionData): void {
  const reduce = sql(
    db,
    `UPDATE products SET stock_quantity = stock_quantity - @qty,
       stock_status = CASE WHEN stock_quantity - @qty > 0 THEN stock_status
                           WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
     WHERE id = @id AND manage_stock = 1`,
  )
  const sold = sql(db, 'UPDATE products SET total_sales = total_sales + ? WHERE id = ?')
  // A variable product is as available as its best variation (WooCommerce syncs the parent).
  const syncParent = sql(
    db,
    `UPDATE products SET stock_status = CASE
       WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = @id AND v.stock_status = 'instock') THEN 'instock'
       WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = @id AND v.stock_status = 'onbackorder') THEN 'onbackorder'
       ELSE 'outofstock' END
     WHERE id = @id`,
  )
  for (const line of data.cart) {
    const product = getProduct(db, line.productId)
    const variation = line.variationId ? (getProduct(db, line.variationId) ?? null) : null
    if (!product) continue
    reduce.run({ id: stockHolder({ product, variation }).id, qty: line.quantity })
    if (variation) syncParent.run({ id: product.id })
    sold.run(line.quantity, product.id)
  }
  catalogueChanged(db)
}
