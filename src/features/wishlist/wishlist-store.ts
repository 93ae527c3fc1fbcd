import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { ProductSummary } from '../../domain/catalogue'
import { summaryOf } from '../../lib/product-summary'

/** The wishlist kept on the device (guests at /wishlist, signed-in shoppers in the account's tab). */
export interface WishlistState {
  items: ProductSummary[]
  add: (product: ProductSummary) => void
  remove: (productId: number) => void
  toggle: (product: ProductSummary) => void
  has: (productId: number) => boolean
}

export const WISHLIST_STORAGE_KEY = 'wishlist'

export const useWishlist = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (product) => {
        if (!get().has(product.id)) set({ items: [summaryOf(product), ...get().items] })
      },
      remove: (productId) => set({ items: get().items.filter((item) => item.id !== productId) }),
      toggle: (product) => (get().has(product.id) ? get().remove(product.id) : get().add(product)),
      has: (productId) => get().items.some((item) => item.id === productId),
    }),
    {
      name: WISHLIST_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      // Read after hydration (see useWishlistHydration), so server and first client render agree.
      skipHydration: true,
    },
  ),
)
