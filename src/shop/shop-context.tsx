import type { Client } from '@urql/core'
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { Provider } from 'urql'
import { useStore } from 'zustand'
import type { ClientHolder } from './client-holder'
import type { ShopState, ShopStore } from './shop-store'

const ShopStoreContext = createContext<ShopStore | null>(null)

/**
 * Gives the shop's React UI its store (client state) and the current GraphQL client (server data,
 * read by the features' hooks with urql's useQuery). A logout's new client re-renders the scope.
 */
export function ShopScope({
  store,
  clients,
  children,
}: {
  store: ShopStore
  clients: ClientHolder
  children: ReactNode
}) {
  const client: Client = useSyncExternalStore(clients.subscribe, clients.current, clients.current)
  return (
    <ShopStoreContext.Provider value={store}>
      <Provider value={client}>{children}</Provider>
    </ShopStoreContext.Provider>
  )
}

/** The shop store's client state and actions, inside a ShopScope. */
export function useShop<T>(selector: (state: ShopState) => T): T {
  const store = useContext(ShopStoreContext)
  if (!store) throw new Error('useShop() is used outside the ShopScope')
  return useStore(store, selector)
}
