import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import { loadShop } from '../../src/shop-loader/load-shop'

export const ACCOUNT_WISHLIST = '/my-account?tab=wishlist'

/**
 * Signed-in shoppers keep their wishlist in the account: /wishlist starts the shop at once and, as soon
 * as a viewer is in the session, replaces itself with the account's wishlist tab. Guests stay.
 */
export function useAccountWishlistRedirect(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let stopped = false
    void loadShop().then((shop) => {
      if (stopped) return
      unsubscribe = shop.watchViewer((viewer) => {
        if (viewer && !stopped) {
          stopped = true
          void navigate(ACCOUNT_WISHLIST, { overwriteLastHistoryEntry: true })
        }
      })
    })
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [])
}
