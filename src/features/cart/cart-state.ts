import { sliceHook } from '../../shop-kit'
import type { CartSlice } from './cart-slice'

/** The cart's slice of the shop store (its flags and actions), inside the ShopScope. */
export const useCartState = sliceHook<CartSlice>()

/** Whether a cart operation is on its way (the totals shown are about to change): for other features to wait on. */
export const useCartBusy = (): boolean => useCartState((s) => s.isUpdatingCart)
