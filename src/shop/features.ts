import { accountFeature } from '../features/account'
import { authFeature } from '../features/auth'
import { cartFeature } from '../features/cart'
import { checkoutFeature } from '../features/checkout'
import { ordersFeature } from '../features/orders'

/**
 * The shop runtime's features, each one descriptor from its folder's index.ts (src/shop-kit/feature.ts says what
 * one holds). The store, graphcache's configuration, the operations by name and the slots' UI are folded from
 * this list (shop-store.ts, cache-config.ts, shop-documents.ts, scoped-ui.tsx), and eslint.config.js reads the
 * runtime's feature folders from the imports above. Adding a feature: its folder, and one line here.
 */
export const shopFeatures = [
  cartFeature,
  authFeature,
  accountFeature,
  checkoutFeature,
  ordersFeature,
] as const

export type ShopFeatures = typeof shopFeatures
