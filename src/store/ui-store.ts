import { create } from 'zustand'

/** Client-only interface flags shared by the layout (the shop's data lives in the shop store). */
export interface UiState {
  isCartOpen: boolean
  isMobileMenuOpen: boolean
  isNavigating: boolean
  setCartOpen: (open: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
  setNavigating: (navigating: boolean) => void
  closePanels: () => void
}

export const useUiStore = create<UiState>((set) => ({
  isCartOpen: false,
  isMobileMenuOpen: false,
  isNavigating: false,
  setCartOpen: (isCartOpen) => set({ isCartOpen }),
  setMobileMenuOpen: (isMobileMenuOpen) => set({ isMobileMenuOpen }),
  setNavigating: (isNavigating) => set({ isNavigating }),
  closePanels: () => set({ isCartOpen: false, isMobileMenuOpen: false }),
}))
