import { navigate } from 'vike/client/router'
import { useStore } from 'zustand'
import { config } from '../config'
import { storeSettings } from '../config/store-settings'
import { browserEnv } from '../lib/browser-env'
import type { ShopState, ShopActions } from '../store/shop-store'
import { useUiStore } from '../store/ui-store'
import { createShopRuntime, type ShopRuntime } from './create-runtime'
import type { ShopApi } from './shop-api-types'

/** The page's one shop runtime (this module is a lazy chunk: see load-shop.ts). */
let runtime: ShopRuntime | null = null

function getRuntime(): ShopRuntime {
  runtime ??= createShopRuntime({
    url: config.gqlHost,
    env: browserEnv((path) => void navigate(path)),
    authTokenStorage: config.authTokenStorage,
    useGetForQueries: config.gqlUseGet,
    settings: storeSettings,
    setCartOpen: (open) => useUiStore.getState().setCartOpen(open),
  })
  return runtime
}

/** Creates the store (once), marks the shop ready for the header, and starts getCart. */
export function startShop(): ShopApi {
  const { store, facade } = getRuntime()
  useUiStore.getState().setShopReady(true)
  void store.getState().init()
  return facade
}

/** The shop store in React components of the lazily loaded shop UI. */
export function useShop<T>(selector: (state: ShopState & ShopActions) => T): T {
  return useStore(getRuntime().store, selector)
}
