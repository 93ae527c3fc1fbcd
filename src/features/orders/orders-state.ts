import { sliceHook } from '../../shop-kit'
import type { OrdersSlice } from './orders-slice'

/** The orders' slice of the shop store, inside the ShopScope. */
export const useOrdersState = sliceHook<OrdersSlice>()
