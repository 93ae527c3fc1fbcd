import { useEffect } from 'react'
import { useWishlist } from './wishlist-store'

let rehydrated = false

/** Loads the saved wishlist once, after the page has hydrated. */
export function useWishlistHydration(): void {
  useEffect(() => {
    if (rehydrated) return
    rehydrated = true
    void useWishlist.persist.rehydrate()
  }, [])
}
