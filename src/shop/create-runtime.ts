import { createCredentialsCheck } from '../features/auth'
import { isDebug, type ShopEnv } from '../lib/browser-env'
import {
  createClientHolder,
  createRunner,
  runByName,
  type ClientHolder,
  type RunOperation,
} from '../shop-kit'
import { shopFeatures } from './features'
import { clearAndReloadOnce } from './recovery'
import { createShopClient } from './shop-client'
import { shopDocuments } from './shop-documents'
import { createShopStore, type ShopStore } from './shop-store'
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
  /** The current GraphQL client and its cache (replaced on logout). */
  clients: ClientHolder
  run: RunOperation
  /** Runs a shop operation by its operation name; an unknown name fails with 'Invalid GraphQL Operation'. */
  request(name: string, variables?: Record<string, unknown>): Promise<unknown>
}

/**
 * Wires the shop runtime: tokens, the GraphQL client, the runner every call goes through, the store's slices and
 * the features' cache watchers. Browser APIs come in through `env`, so tests run it against msw with fakes.
 */
export function createShopRuntime(options: RuntimeOptions): ShopRuntime {
  const { env } = options
  const tokens = createTokenStore(env, options.authTokenStorage)
  const clients = createClientHolder(() =>
    createShopClient({
      url: options.url,
      tokens,
      useGetForQueries: options.useGetForQueries,
      fetch: options.fetch,
      // The stored login was refused (expired, revoked): getCart again, as a guest, so the viewer leaves the cache.
      onLoginRefused: () => void store.getState().refreshCart(),
    }),
  )
  const run = createRunner({
    client: clients.current,
    debug: () => isDebug(env),
    onSessionError: () => void clearAndReloadOnce(env),
  })
  const store = createShopStore({
    run,
    client: clients.current,
    tokens,
    env,
    settings: options.settings,
    setCartOpen: options.setCartOpen,
    resetClient: clients.reset,
    verifyCredentials: createCredentialsCheck(options.url, options.fetch),
  })
  // The features that follow the cache (the cart's updating flag) follow each new client too.
  const watch = () => shopFeatures.map((feature) => feature.watch?.(clients.current(), store.setState))
  let unwatch = watch()
  clients.subscribe(() => {
    for (const stop of unwatch) stop?.()
    unwatch = watch()
  })
  return { store, clients, run, request: (name, variables) => runByName(run, shopDocuments, name, variables) }
}
