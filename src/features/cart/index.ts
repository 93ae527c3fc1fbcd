// The cart: its documents, cache updaters, store slice and UI (loaded with the shop runtime).
export { CartView, cartDocuments } from './cart-documents'
export { CartFields } from './cart-fragments'
export { toCart } from './cart-mapper'
export { CART_ARGS, cartKeys, cartOptimistic, cartUpdates, watchCartCache, withQuantity } from './cart-cache'
export { createCartSlice, type AddToCartInput, type CartSlice } from './cart-slice'
export { useCart } from './useCart'
export { CartBadge } from './CartBadge'
export { CartPanel } from './CartPanel'
