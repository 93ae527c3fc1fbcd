import { create } from 'zustand'

/** Client-only interface flags shared by the layout (the shop's data lives in the shop store). */
export interface UiState {
  isCartOpen: boolean
  isMobileMenuOpen: boolean
  isNavigating: boolean
  /** The lazily loaded shop layer (client, store) is running: the header can show its live part. */
  isShopReady: boolean
  setCartOpen: (open: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
  setNavigating: (navigating: boolean) => void
  closePanels: () => void
  setShopReady: (ready: boolean) => void
}

export const useUiStore = create<UiState>((set) => ({
  isCartOpen: false,
  isMobileMenuOpen: false,
  isNavigating: false,
  isShopReady: false,
  setCartOpen: (isCartOpen) => set({ isCartOpen }),
  setMobileMenuOpen: (isMobileMenuOpen) => set({ isMobileMenuOpen }),
  setNavigating: (isNavigating) => set({ isNavigating }),
  closePanels: () => set({ isCartOpen: false, isMobileMenuOpen: false }),
  setShopReady: (isShopReady) => set({ isShopReady }),
}))
