import type { CacheExchangeOpts } from '@urql/exchange-graphcache'
import { accountKeys } from '../features/account'
import { authKeys } from '../features/auth'
import { cartKeys, cartOptimistic, cartUpdates } from '../features/cart'
import { checkoutKeys, checkoutUpdates } from '../features/checkout'
import { orderKeys } from '../features/orders'

const embedded = () => null

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

/**
 * The one graphcache configuration, assembled from the features that own each part: `keys` for every
 * type without an `id`, the cart's updaters and optimistic quantity, checkout's cart invalidation.
 */
export const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...cartKeys,
    ...authKeys,
    ...accountKeys,
    ...checkoutKeys,
    ...orderKeys,
    // The catalogue's review, sent through the shop runtime.
    WriteReviewPayload: embedded,
    ProductWithVariationsToProductVariationConnection: embedded,
    RootQueryToTermNodeConnection: embedded,
  },
  possibleTypes,
  updates: { Mutation: { ...cartUpdates, ...checkoutUpdates } },
  optimistic: cartOptimistic,
}
