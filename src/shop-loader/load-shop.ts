import type { ShopHandle } from './shop-handle'

export type { AddToCartRequest, ShopHandle } from './shop-handle'

let loading: Promise<ShopHandle> | null = null

/**
 * The shop runtime, downloaded on first use (a lazy chunk with the GraphQL client, graphcache, the
 * store and the shop's UI). Starts the session (getCart) if it has not started. A failed download is
 * retried on the next call. This is the only import of src/shop/ from first-load code (eslint.config.js).
 */
export function loadShop(): Promise<ShopHandle> {
  loading ??= import('../shop/shop-runtime').then(
    (runtime) => runtime.startShop(),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
