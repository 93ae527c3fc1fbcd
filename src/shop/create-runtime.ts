import type { Client } from '@urql/core'
import { createShopApi, type ShopApiCalls } from '../graphql/shop-api'
import { createShopClient } from '../graphql/shop-client'
import { isDebug, type ShopEnv } from '../lib/browser-env'
import { clearAndReloadOnce } from '../store/recovery'
import { createShopStore, followCartCache, type ShopStore } from '../store/shop-store'
import type { ShopApi } from './shop-api-types'
import { createTokenStore } from './token-store'

export interface RuntimeOptions {
  url: string
  env: ShopEnv
  authTokenStorage: 'cookie' | 'localStorage'
  useGetForQueries: boolean
  settings: { autoOpenCart: boolean }
  setCartOpen(open: boolean): void
  fetch?: typeof fetch
}

export interface ShopRuntime {
  store: ShopStore
  api: ShopApiCalls
  /** The current GraphQL client (replaced on logout). */
  client(): Client
  facade: ShopApi
}

/**
 * Wires the shop layer: tokens, the GraphQL client, the backend calls and the store, following the
 * cart in the cache. Browser APIs come in through `env`, so tests run it against msw with fakes.
 */
export function createShopRuntime(options: RuntimeOptions): ShopRuntime {
  const { env } = options
  const tokens = createTokenStore(env, options.authTokenStorage)
  const makeClient = () =>
    createShopClient({
      url: options.url,
      tokens,
      useGetForQueries: options.useGetForQueries,
      fetch: options.fetch,
    })
  let client = makeClient()
  const api = createShopApi({
    client: () => client,
    debug: () => isDebug(env),
    onSessionError: () => void clearAndReloadOnce(env),
  })
  let unfollow: () => void = () => undefined
  const store: ShopStore = createShopStore({
    api,
    tokens,
    env,
    settings: options.settings,
    setCartOpen: options.setCartOpen,
    resetClient() {
      unfollow()
      client = makeClient()
      unfollow = followCartCache(store, api)
    },
  })
  unfollow = followCartCache(store, api)
  const facade: ShopApi = {
    store,
    addToCart: (input) => store.getState().addToCart(input),
    openCart: () => options.setCartOpen(true),
  }
  return { store, api, client: () => client, facade }
}
