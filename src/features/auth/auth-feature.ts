import { defineShopFeature, lazyScreen } from '../../shop-kit'
import { authKeys } from './auth-cache'
import { authDocuments } from './auth-documents'
import { createAuthSlice } from './auth-slice'
import { AccountMenu } from './AccountMenu'

const AccountScreen = lazyScreen(() => import('./AccountScreen'), 'AccountScreen')
const LostPasswordScreen = lazyScreen(() => import('./LostPasswordScreen'), 'LostPasswordScreen')
const OAuthCallback = lazyScreen(() => import('./OAuthCallback'), 'OAuthCallback')

/** Sign-in as the composition root (src/shop/features.ts) assembles it. */
export const authFeature = defineShopFeature({
  name: 'auth',
  documents: authDocuments,
  cache: { keys: authKeys },
  slice: createAuthSlice,
  ui: { AccountMenu, AccountScreen, OAuthCallback, LostPasswordScreen },
})
