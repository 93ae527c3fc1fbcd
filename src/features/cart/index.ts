// The cart: its documents, cache updaters, store slice and UI (loaded with the shop runtime).
import {
  AddToCart,
  ApplyCoupon,
  ChangeShippingMethod,
  EmptyCart,
  RemoveCoupons,
  UpdateCartQuantity,
} from './cart-documents'

export { CartView } from './cart-documents'
export { CartFields } from './cart-fragments'
export { toCart } from './cart-mapper'
export { CART_ARGS, cartKeys, cartOptimistic, cartUpdates, watchCartCache, withQuantity } from './cart-cache'
export { createCartSlice, type AddToCartInput, type CartSlice } from './cart-slice'
export { useCart } from './useCart'
export { CartBadge } from './CartBadge'
export { CartPanel } from './CartPanel'

/** The cart's operations, checked against the schema by tests/contract. */
export const cartDocuments = [
  AddToCart,
  UpdateCartQuantity,
  EmptyCart,
  ApplyCoupon,
  RemoveCoupons,
  ChangeShippingMethod,
]
