import { defineShopFeature } from '../../shop-kit'
import { accountKeys } from './account-cache'
import { accountDocuments } from './account-documents'
import { createAccountSlice } from './account-slice'

/** The account area as the composition root (src/shop/features.ts) assembles it; its tabs show in auth's AccountScreen. */
export const accountFeature = defineShopFeature({
  name: 'account',
  documents: accountDocuments,
  cache: { keys: accountKeys },
  slice: createAccountSlice,
})
