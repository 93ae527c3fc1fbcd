// The cart: its documents, cache updaters, store slice and UI (loaded with the shop runtime).
export { cartFeature } from './cart-feature'
export { useCartBusy, useCartState } from './cart-state'
export { CartView, cartDocuments } from './cart-documents'
export { CartFields } from './cart-fragments'
export { toCart } from './cart-mapper'
export { CART_ARGS, withQuantity } from './cart-cache'
export type { AddToCartInput, CartSlice } from './cart-slice'
export { createQuantityTyping, parseQuantity, MAX_LINE_QUANTITY } from './quantity-typing'
export { useCart } from './useCart'
// Reused by the checkout's order review.
export { CartTotals } from './CartTotals'
export { CouponForm } from './CouponForm'
export { ShippingMethods } from './ShippingMethods'
import './cart-line.css'
import './cart-summary.css'
// Last: its phone rules adjust the lines' and summary's spacing.
import './cart.css'
