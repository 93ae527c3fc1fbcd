import { createStore, type StoreApi } from 'zustand/vanilla'
import { createAccountSlice, type AccountSlice } from '../features/account'
import { createAuthSlice, type AuthSlice } from '../features/auth'
import { createCartSlice, type CartSlice } from '../features/cart'
import { createCheckoutSlice, type CheckoutSlice } from '../features/checkout'
import { createOrdersSlice, type OrdersSlice } from '../features/orders'
import type { SliceDeps } from './shop-deps'
import { createSession, type SessionDeps, type SessionSlice } from './session-slice'

/**
 * The shop store (zustand): client state only — flags and actions, in one slice per feature. Server
 * data (cart, customer, viewer, …) lives in the GraphQL cache alone, where each feature's hooks read it.
 */
export type ShopState = SessionSlice & CartSlice & AuthSlice & CheckoutSlice & AccountSlice & OrdersSlice
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
    return {
      ...session.slice,
      ...createCartSlice(sliceDeps, set),
      ...createAuthSlice(sliceDeps, set),
      ...createCheckoutSlice(sliceDeps, set),
      ...createAccountSlice(sliceDeps),
      ...createOrdersSlice(sliceDeps),
    }
  })
}
