import { sliceHook } from '../../shop-kit'
import type { CheckoutSlice } from './checkout-slice'

/** The checkout's slice of the shop store (its flags and actions), inside the ShopScope. */
export const useCheckoutState = sliceHook<CheckoutSlice>()
