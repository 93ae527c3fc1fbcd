// The shop kit: what every runtime feature stands on — the store's scope and slice hooks, the slice
// dependencies, the operation runner, the client holder, the feature descriptor and its lazily loaded screens. It imports no feature
// and not the composition root (src/shop/), which stands above the features and assembles them.
export { createClientHolder, type ClientHolder } from './client-holder'
export {
  defineShopFeature,
  type FeaturesState,
  type FeaturesUi,
  type ShopFeature,
  type SliceOf,
  type UiOf,
} from './feature'
export { lazyScreen } from './lazy-screen'
export {
  createRunner,
  runByName,
  SHOP_CLIENT_NAME,
  type OperationKind,
  type RunnerOptions,
  type RunOperation,
} from './run-operation'
export { ShopScope, sliceHook, useShopSession } from './shop-scope'
export type { SessionState, SliceDeps, SliceSet } from './slice-deps'
export type { TokenStore } from './tokens'
