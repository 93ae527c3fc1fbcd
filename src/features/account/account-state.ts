import { sliceHook } from '../../shop-kit'
import type { AccountSlice } from './account-slice'

/** The account area's slice of the shop store (its actions), inside the ShopScope. */
export const useAccountState = sliceHook<AccountSlice>()
