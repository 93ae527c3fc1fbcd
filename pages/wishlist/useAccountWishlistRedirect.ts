import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import { config } from '../../src/config'
import { loadShop } from '../../src/shop-loader/load-shop'

export const ACCOUNT_WISHLIST = '/my-account?tab=wishlist'

/** Where the shop runtime keeps the sign-in tokens (src/shop/token-store.ts, which first-load code may not import). */
const TOKEN_KEYS = ['auth-token', 'auth-refresh-token']

/**
 * Whether a sign-in token is stored: only then can the shopper be signed in, and is the shop worth loading now.
 * The storage helpers are the shop runtime's, imported when asked: other pages' first load shares chunks with
 * this one and would carry them.
 */
async function maybeSignedIn(): Promise<boolean> {
  try {
    const { browserCookies, browserStorage } = await import('../../src/lib/browser-env')
    const store = config.authTokenStorage === 'localStorage' ? browserStorage() : browserCookies()
    return TOKEN_KEYS.some((key) => !!store.get(key))
  } catch {
    return false
  }
}

/**
 * Signed-in shoppers keep their wishlist in the account: when a sign-in token is stored, /wishlist starts
 * the shop at once and, as soon as the session has a viewer, replaces itself with the account's wishlist
 * tab. Guests stay, and the shop loads for them on the first action as on any other page.
 */
export function useAccountWishlistRedirect(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let stopped = false
    void maybeSignedIn().then(async (signedIn) => {
      if (!signedIn || stopped) return
      const shop = await loadShop()
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
