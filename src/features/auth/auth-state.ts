import { sliceHook } from '../../shop-kit'
import type { AuthSlice } from './auth-slice'

/** Sign-in's slice of the shop store (its flags and actions), inside the ShopScope. */
export const useAuthState = sliceHook<AuthSlice>()
