import { useEffect, useState } from 'react'
import { loadShop } from '../../../shop/load-shop'

/** The signed-in shopper's name and email, once the shop store has loaded (empty for guests). */
export function useViewerIdentity(shopReady: boolean): { name: string; email: string } {
  const [identity, setIdentity] = useState({ name: '', email: '' })
  useEffect(() => {
    if (!shopReady) return
    let unsubscribe: (() => void) | undefined
    void loadShop().then(({ store }) => {
      const read = () => {
        const viewer = store.getState().viewer
        setIdentity({
          name: viewer
            ? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username
            : '',
          email: viewer?.email ?? '',
        })
      }
      read()
      unsubscribe = store.subscribe(read)
    })
    return () => unsubscribe?.()
  }, [shopReady])
  return identity
}
