import { defineShopFeature, lazyScreen } from '../../shop-kit'
import { checkoutKeys, checkoutUpdates } from './checkout-cache'
import { checkoutDocuments } from './checkout-documents'
import { createCheckoutSlice } from './checkout-slice'

const CheckoutScreen = lazyScreen(() => import('./CheckoutScreen'), 'CheckoutScreen')

/** Checkout as the composition root (src/shop/features.ts) assembles it. */
export const checkoutFeature = defineShopFeature({
  name: 'checkout',
  documents: checkoutDocuments,
  cache: { keys: checkoutKeys, mutations: checkoutUpdates },
  slice: createCheckoutSlice,
  ui: { CheckoutScreen },
})
