import { useEffect, useState } from 'react'
import { loadShop } from '../../../shop-loader/load-shop'

/** The signed-in shopper's name and email, once the shop runtime has loaded (empty for guests). */
export function useViewerIdentity(shopReady: boolean): { name: string; email: string } {
  const [identity, setIdentity] = useState({ name: '', email: '' })
  useEffect(() => {
    if (!shopReady) return
    let unsubscribe: (() => void) | undefined
    let stopped = false
    void loadShop().then((shop) => {
      if (stopped) return
      unsubscribe = shop.watchViewer((viewer) =>
        setIdentity({
          name: viewer
            ? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username
            : '',
          email: viewer?.email ?? '',
        }),
      )
    })
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [shopReady])
  return identity
}
