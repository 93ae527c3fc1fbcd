import { navigate } from 'vike/client/router'
import shopTexts from '../../locales/shop/en_US.json'
import { config } from '../config'
import { storeSettings } from '../config/store-settings'
import { watchViewerCache } from '../features/auth'
import { pageI18n } from '../i18n/page-i18n'
import { enableShopTexts } from '../i18n/shop-texts'
import { browserEnv } from '../lib/browser-env'
import { yieldToBrowser } from '../lib/yield-to-browser'
import type { ShopHandle } from '../shop-loader/shop-handle'
import { useUiStore } from '../store/ui-store'
import { createShopRuntime, type ShopRuntime } from './create-runtime'
import { scopedUi } from './scoped-ui'

/** The page's one shop runtime (this module is the lazy chunk: see src/shop-loader/load-shop.ts). */
let runtime: ShopRuntime | null = null

function getRuntime(): ShopRuntime {
  runtime ??= createShopRuntime({
    url: config.gqlHost,
    env: browserEnv((path) => navigate(path)),
    authTokenStorage: config.authTokenStorage,
    useGetForQueries: config.gqlUseGet,
    settings: storeSettings,
    setCartOpen: (open) => useUiStore.getState().setCartOpen(open),
  })
  return runtime
}

/**
 * Creates the runtime (once), merges the shop's texts into the page's, marks the shop ready for the
 * header, and starts getCart. Each step runs in its own task: on checkout and account pages the shop starts
 * while the page is still loading, and together they made one long task.
 */
export async function startShop(): Promise<ShopHandle> {
  await enableShopTexts(pageI18n(), shopTexts)
  await yieldToBrowser()
  const rt = getRuntime()
  const { store, clients, run } = rt
  await yieldToBrowser()
  useUiStore.getState().setShopReady(true)
  void store.getState().init()
  return {
    addToCart: (input) => store.getState().addToCart(input),
    async mutate(document, variables) {
      await store.getState().init()
      return run('mutation', document, variables)
    },
    watchViewer(onChange) {
      let unwatch = watchViewerCache(clients.current(), onChange)
      const unsubscribe = clients.subscribe(() => {
        unwatch()
        unwatch = watchViewerCache(clients.current(), onChange)
      })
      return () => {
        unsubscribe()
        unwatch()
      }
    },
    ui: scopedUi(rt),
  }
}
