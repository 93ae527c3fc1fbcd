import type { CacheExchangeOpts, Cache, Data } from '@urql/exchange-graphcache'
import { CartFields } from './operations/fragments'
import type { ResultOf } from './tada'

/**
 * The one graphcache configuration (STYLE.md): `keys` for every type the shop selects that has no `id`,
 * `updates` so that every cart mutation re-links `Query.cart` (all views of the cart update without a
 * refetch), and an optimistic quantity change that graphcache rolls back when the mutation fails.
 */

const embedded = () => null

/** Types without an `id`: stored inside their parent. The cart is a singleton per session. */
export const keys: NonNullable<CacheExchangeOpts['keys']> = {
  Cart: () => 'cart',
  CartToCartItemConnection: embedded,
  CartItemToProductConnectionEdge: embedded,
  CartItemToProductVariationConnectionEdge: embedded,
  ShippingPackage: embedded,
  ShippingRate: embedded,
  AppliedCoupon: embedded,
  CustomerAddress: embedded,
  Avatar: embedded,
  LoginClient: embedded,
  CountryState: embedded,
  RootQueryToPaymentGatewayConnection: embedded,
  RootQueryToTermNodeConnection: embedded,
  CustomerToOrderConnection: embedded,
  CustomerToDownloadableItemConnection: embedded,
  OrderToDownloadableItemConnection: embedded,
  OrderToLineItemConnection: embedded,
  LineItemToProductConnectionEdge: embedded,
  LineItemToProductVariationConnectionEdge: embedded,
  ProductWithVariationsToProductVariationConnection: embedded,
  AddToCartPayload: embedded,
  UpdateItemQuantitiesPayload: embedded,
  EmptyCartPayload: embedded,
  ApplyCouponPayload: embedded,
  RemoveCouponsPayload: embedded,
  UpdateShippingMethodPayload: embedded,
  UpdateCustomerPayload: embedded,
  CheckoutPayload: embedded,
  LoginPayload: embedded,
  LogoutPayload: embedded,
  RefreshTokenPayload: embedded,
  RegisterCustomerPayload: embedded,
  SendPasswordResetEmailPayload: embedded,
  ResetUserPasswordPayload: embedded,
  UpdateUserPayload: embedded,
  WriteReviewPayload: embedded,
}

const CART_ARGS = { recalculateTotals: true }

/** Points `Query.cart` (as getCart reads it) at the cart a mutation returned. */
function linkCart(field: string) {
  return (result: Data, _args: unknown, cache: Cache) => {
    const cart = (result[field] as { cart?: Data | null } | null)?.cart
    if (cart) cache.link('Query', 'cart', CART_ARGS, cache.keyOfEntity(cart))
  }
}

type CartData = ResultOf<typeof CartFields>
type CartNode = NonNullable<CartData['contents']>['nodes'][number]

/** The cart as it will be after setting one line's quantity (0 removes it); totals wait for the server. */
export function withQuantity(cart: CartData, key: string, quantity: number): CartData {
  const contents = cart.contents
  if (!contents) return cart
  const nodes: CartNode[] = contents.nodes
    .map((node) => (node.key === key ? { ...node, quantity } : node))
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

/** Implementations of the interfaces the shop's fragments select on (no schema is shipped to the browser). */
export const possibleTypes = {
  CartItem: ['SimpleCartItem'],
  Product: ['SimpleProduct', 'VariableProduct', 'ExternalProduct', 'GroupProduct'],
  ProductVariation: ['SimpleProductVariation'],
  ProductUnion: [
    'SimpleProduct',
    'VariableProduct',
    'ExternalProduct',
    'GroupProduct',
    'SimpleProductVariation',
  ],
}

export const cacheConfig: CacheExchangeOpts = {
  keys,
  possibleTypes,
  updates: {
    Mutation: {
      addToCart: linkCart('addToCart'),
      updateItemQuantities: linkCart('updateItemQuantities'),
      emptyCart: linkCart('emptyCart'),
      applyCoupon: linkCart('applyCoupon'),
      removeCoupons: linkCart('removeCoupons'),
      updateShippingMethod: linkCart('updateShippingMethod'),
      // An order empties the cart on the server: the next read of the cart goes to the network.
      checkout: (_result, _args, cache) => cache.invalidate('Query', 'cart', CART_ARGS),
    },
  },
  optimistic: {
    updateItemQuantities: (args, cache) => {
      const item = firstItem((args.input as { items?: unknown } | undefined)?.items)
      const cart = cache.readFragment(CartFields, { __typename: 'Cart' }) as CartData | null
      if (!item || !cart) return { __typename: 'UpdateItemQuantitiesPayload', cart: null }
      return {
        __typename: 'UpdateItemQuantitiesPayload',
        cart: { __typename: 'Cart', ...withQuantity(cart, item.key, item.quantity) },
      }
    },
  },
}
