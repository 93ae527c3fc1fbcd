import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the prerendered HTML (rendered without the URL's query), true after.
 * State read from the query waits for it, so hydration sees the same markup as the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
