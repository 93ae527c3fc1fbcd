import type { Cache, CacheExchangeOpts, Data } from '@urql/exchange-graphcache'
import type { Client } from '@urql/core'
import type { ResultOf } from '../../graphql/tada'
import { formatPrice } from '../../lib/format'
import { CartView } from './cart-documents'
import { CartFields } from './cart-fragments'

/**
 * The cart in graphcache: every cart mutation re-links `Query.cart` (all views of the cart update
 * without a refetch), and a quantity change shows at once and is rolled back when the mutation fails.
 */

const embedded = () => null

/** Types without an `id`: stored inside their parent. The cart is a singleton per session. */
export const cartKeys: NonNullable<CacheExchangeOpts['keys']> = {
  Cart: () => 'cart',
  // Every implementation of CartItem (WooGraphQL has one): a line is its key, never its `id` (see cart-fragments.ts).
  SimpleCartItem: (item) => (typeof item.key === 'string' ? item.key : null),
  CartToCartItemConnection: embedded,
  CartItemToProductConnectionEdge: embedded,
  CartItemToProductVariationConnectionEdge: embedded,
  ShippingPackage: embedded,
  ShippingRate: embedded,
  AppliedCoupon: embedded,
  AddToCartPayload: embedded,
  UpdateItemQuantitiesPayload: embedded,
  EmptyCartPayload: embedded,
  ApplyCouponPayload: embedded,
  RemoveCouponsPayload: embedded,
  UpdateShippingMethodPayload: embedded,
}

/** The arguments getCart reads the cart with: the field key every view shares. */
export const CART_ARGS = { recalculateTotals: true }

/** Points `Query.cart` (as getCart reads it) at the cart a mutation returned. */
function linkCart(field: string) {
  return (result: Data, _args: unknown, cache: Cache) => {
    const cart = (result[field] as { cart?: Data | null } | null)?.cart
    if (cart) cache.link('Query', 'cart', CART_ARGS, cache.keyOfEntity(cart))
  }
}

type CartData = ResultOf<typeof CartFields>
type CartNode = NonNullable<CartData['contents']>['nodes'][number]

/** A line at another quantity: its subtotal follows at the same unit price (the server's answer replaces it). */
function lineAt(node: CartNode, quantity: number): CartNode {
  const unit = node.quantity ? (Number(node.rawSubtotal) || 0) / node.quantity : 0
  const raw = Math.round(unit * quantity * 100) / 100
  return { ...node, quantity, rawSubtotal: String(raw), subtotal: formatPrice(raw) }
}

/** The cart as it will be after setting one line's quantity (0 removes it); totals wait for the server. */
export function withQuantity(cart: CartData, key: string, quantity: number): CartData {
  const contents = cart.contents
  if (!contents) return cart
  const nodes: CartNode[] = contents.nodes
    .map((node) => (node.key === key ? lineAt(node, quantity) : node))
    .filter((node) => (node.quantity ?? 0) > 0)
  const itemCount = nodes.reduce((sum, node) => sum + (node.quantity ?? 0), 0)
  return {
    ...cart,
    isEmpty: nodes.length === 0,
    contents: { ...contents, nodes, itemCount, productCount: nodes.length },
  }
}

function firstItem(items: unknown): { key: string; quantity: number } | null {
  const item = (Array.isArray(items) ? items[0] : items) as { key?: unknown; quantity?: unknown } | undefined
  return item && typeof item.key === 'string' && typeof item.quantity === 'number'
    ? { key: item.key, quantity: item.quantity }
    : null
}

export const cartUpdates: NonNullable<NonNullable<CacheExchangeOpts['updates']>['Mutation']> = {
  addToCart: linkCart('addToCart'),
  updateItemQuantities: linkCart('updateItemQuantities'),
  emptyCart: linkCart('emptyCart'),
  applyCoupon: linkCart('applyCoupon'),
  removeCoupons: linkCart('removeCoupons'),
  updateShippingMethod: linkCart('updateShippingMethod'),
}

export const cartOptimistic: NonNullable<CacheExchangeOpts['optimistic']> = {
  updateItemQuantities: (args, cache) => {
    const item = firstItem((args.input as { items?: unknown } | undefined)?.items)
    const cart = cache.readFragment(CartFields, { __typename: 'Cart' }) as CartData | null
    if (!item || !cart) return { __typename: 'UpdateItemQuantitiesPayload', cart: null }
    return {
      __typename: 'UpdateItemQuantitiesPayload',
      cart: { __typename: 'Cart', ...withQuantity(cart, item.key, item.quantity) },
    }
  },
}

/**
 * Calls `onChange` with every change of the cart in the cache (an answer, an optimistic change, its
 * rollback), without a request. Returns the unsubscribe function.
 */
export function watchCartCache(client: Client, onChange: (cart: CartData | null) => void): () => void {
  return client
    .query(CartView, {}, { requestPolicy: 'cache-only' })
    .subscribe((result) => onChange(result.data?.cart ?? null)).unsubscribe
}
