import { getProduct, getVariations, type Product } from '../db/catalogue'
import type { StoredAttribute } from '../db/catalogue-rows'
import type { Db } from '../db/database'
import type { CartLine, SessionData } from '../db/sessions'
import { cartItemKey, stockHolder } from './cart'
import { refuse } from './errors'
import { MAX_LINE_QUANTITY, sharesStock } from './quantities'

export interface AddToCartInput {
  productId: number
  quantity?: number | null
  variationId?: number | null
  variation?: Array<{ attributeName: string; attributeValue?: string | null } | null> | null
}

/** WooCommerce's `add_to_cart` with its validation; changes `data` in place and returns the line added to. */
export function addToCart(db: Db, data: SessionData, input: AddToCartInput): CartLine {
  // WooGraphQL reads an empty quantity (null or 0) as 1: adding 0 adds one (addToCart-quantity-zero).
  const quantity = input.quantity || 1
  const product = getProduct(db, input.productId)
  if (!product || product.type === 'variation' || product.status !== 'publish') refuse('product-not-found')
  if (quantity <= 0) refuse('invalid-quantity')
  if (product.type === 'external' || product.type === 'grouped') refuse('not-purchasable')
  let variation: Product | null = null
  let selection: CartLine['variation'] = []
  if (product.type === 'variable') {
    variation = findVariation(db, product, input)
    if (!variation) refuse('choose-options', { name: product.name, slug: product.slug })
    selection = JSON.parse(variation.attributes)
  }
  checkStock(db, data, product, variation, quantity)
  const key = cartItemKey(product.id, variation?.id ?? null, selection)
  const existing = data.cart.find((l) => l.key === key)
  if (existing) {
    existing.quantity += quantity
    return existing
  }
  const line: CartLine = {
    key,
    productId: product.id,
    variationId: variation?.id ?? null,
    variation: selection,
    quantity,
  }
  data.cart.push(line)
  return line
}

/**
 * Refuses an add the stock cannot cover, counting what the cart already holds of the same stock (variations without
 * their own stock share their parent's), and any add past the cart's maximum per product.
 */
function checkStock(
  db: Db,
  data: SessionData,
  product: Product,
  variation: Product | null,
  quantity: number,
): void {
  const holder = stockHolder({ product, variation })
  const item = variation ?? product
  if (
    holder.stock_status === 'outofstock' ||
    (item.stock_status === 'outofstock' && !variation?.manage_stock)
  )
    refuse('out-of-stock', { name: item.name })
  const inCart = data.cart.filter((l) => sharesStock(db, l, holder)).reduce((a, l) => a + l.quantity, 0)
  if (holder.manage_stock && holder.backorders === 'no') {
    const stock = holder.stock_quantity ?? 0
    if (quantity > stock) refuse('not-enough-stock', { name: item.name, stock })
    if (inCart + quantity > stock) refuse('stock-already-in-cart', { stock, inCart })
  }
  if (inCart + quantity > MAX_LINE_QUANTITY)
    refuse('quantity-above-max', { name: item.name, max: MAX_LINE_QUANTITY })
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
