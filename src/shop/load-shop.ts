import type { ShopApi } from './shop-api-types'

export type { AddToCartRequest, ShopApi } from './shop-api-types'

let loading: Promise<ShopApi> | null = null

/**
 * The shop layer, downloaded on first use (a lazy chunk with the GraphQL client, graphcache and the
 * store). Starts the store's initialisation (getCart) if it has not started. A failed download is
 * retried on the next call.
 */
export function loadShop(): Promise<ShopApi> {
  loading ??= import('./shop-runtime').then(
    (runtime) => runtime.startShop(),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
