import { defineShopFeature } from '../../shop-kit'
import { cartKeys, cartOptimistic, cartUpdates, watchCartCache } from './cart-cache'
import { cartDocuments } from './cart-documents'
import { createCartSlice } from './cart-slice'
import { CartBadge } from './CartBadge'
import { CartPanelOnFirstOpen } from './CartPanelOnFirstOpen'

/** The cart as the composition root (src/shop/features.ts) assembles it. */
export const cartFeature = defineShopFeature({
  name: 'cart',
  documents: cartDocuments,
  cache: { keys: cartKeys, mutations: cartUpdates, optimistic: cartOptimistic },
  slice: createCartSlice,
  // The updating flag clears whenever the cart value changes (an optimistic change too).
  watch: (client, set) => watchCartCache(client, () => set({ isUpdatingCart: false })),
  ui: { CartBadge, CartPanel: CartPanelOnFirstOpen },
})
