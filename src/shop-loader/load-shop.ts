import type { ShopHandle } from './shop-handle'

export type { AddToCartRequest, ShopHandle } from './shop-handle'

let loading: Promise<ShopHandle> | null = null

/**
 * The shop runtime, downloaded on first use (a lazy chunk with the GraphQL client, graphcache, the
 * store, the shop's UI and texts). Starts the session (getCart) if it has not started. A failed
 * download (of the runtime or of its texts) is retried on the next call. This is the only import of
 * src/shop/ from first-load code (eslint.config.js).
 */
export function loadShop(): Promise<ShopHandle> {
  loading ??= import('../shop/shop-runtime')
    .then((runtime) => runtime.startShop())
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
