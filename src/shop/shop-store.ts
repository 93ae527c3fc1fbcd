import { createStore, type StoreApi } from 'zustand/vanilla'
import type { FeaturesState, SessionState, SliceDeps } from '../shop-kit'
import { shopFeatures, type ShopFeatures } from './features'
import { createSession, type SessionDeps } from './session-slice'

/**
 * The shop store (zustand): client state only — flags and actions, the session's and one slice per feature. Server
 * data (cart, customer, viewer, …) lives in the GraphQL cache alone, where each feature's hooks read it.
 */
export type ShopState = SessionState & FeaturesState<ShopFeatures>
export type ShopStore = StoreApi<ShopState>

export type ShopStoreDeps = SessionDeps & Omit<SliceDeps, 'afterInit' | 'refreshCart' | 'forgetSession'>

export function createShopStore(deps: ShopStoreDeps): ShopStore {
  return createStore<ShopState>()((set, get) => {
    const session = createSession(deps, set)
    const sliceDeps: SliceDeps = {
      ...deps,
      afterInit: session.afterInit,
      refreshCart: () => get().refreshCart(),
      forgetSession: session.forget,
    }
    // Each slice writes only its own fields (SliceSet), into the one store.
    const slices = shopFeatures.map((feature) => feature.slice?.(sliceDeps, set))
    return Object.assign({}, session.slice, ...slices) as ShopState
  })
}
