import type { Client } from '@urql/core'
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { Provider } from 'urql'
import { useStore, type StoreApi } from 'zustand'
import type { ClientHolder } from './client-holder'
import type { SessionState } from './slice-deps'

/**
 * The store as the kit sees it: some state. Only the composition root (src/shop/shop-store.ts) knows its whole
 * type, the union of the features' slices; each feature reads it through a hook typed with its own slice.
 */
type AnyShopStore = StoreApi<object>

const ShopStoreContext = createContext<AnyShopStore | null>(null)

/**
 * Gives the shop's React UI its store (client state) and the current GraphQL client (server data,
 * read by the features' hooks with urql's useQuery). A logout's new client re-renders the scope.
 */
export function ShopScope<S extends object>({
  store,
  clients,
  children,
}: {
  store: StoreApi<S>
  clients: ClientHolder
  children: ReactNode
}) {
  const client: Client = useSyncExternalStore(clients.subscribe, clients.current, clients.current)
  return (
    <ShopStoreContext.Provider value={store as AnyShopStore}>
      <Provider value={client}>{children}</Provider>
    </ShopStoreContext.Provider>
  )
}

/**
 * The hook a feature reads its own slice with: `export const useCartState = sliceHook<CartSlice>()`. The
 * selector sees only that slice's fields, so a feature cannot read another's state, only its public hooks.
 */
export function sliceHook<S extends object>(): <T>(selector: (state: S) => T) => T {
  return function useSlice<T>(selector: (state: S) => T): T {
    const store = useContext(ShopStoreContext)
    if (!store) throw new Error('A shop hook is used outside the ShopScope')
    return useStore(store as StoreApi<S>, selector)
  }
}

/** The session's state (`isLoaded`, `init`), which every feature may read. */
export const useShopSession = sliceHook<SessionState>()
