import type { CacheExchangeOpts } from '@urql/exchange-graphcache'
import { shopFeatures } from './features'

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

const caches = shopFeatures.map((feature) => feature.cache ?? {})

/**
 * The one graphcache configuration, folded from the features that own each part (src/shop/features.ts): `keys`
 * for every type without an `id`, the mutations' updaters (the cart's, checkout's cart invalidation) and the
 * optimistic answers (the cart's quantity).
 */
export const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...Object.assign({}, ...caches.map((cache) => cache.keys)),
    // The catalogue's review, sent through the shop runtime.
    WriteReviewPayload: embedded,
    ProductWithVariationsToProductVariationConnection: embedded,
    RootQueryToTermNodeConnection: embedded,
  },
  possibleTypes,
  updates: { Mutation: Object.assign({}, ...caches.map((cache) => cache.mutations)) },
  optimistic: Object.assign({}, ...caches.map((cache) => cache.optimistic)),
}
