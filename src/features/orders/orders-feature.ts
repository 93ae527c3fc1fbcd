import { defineShopFeature, lazyScreen } from '../../shop-kit'
import { orderKeys } from './order-cache'
import { orderDocuments } from './order-documents'
import { forgetKeptOrders } from './kept-orders'
import { createOrdersSlice } from './orders-slice'

const OrderSummaryScreen = lazyScreen(() => import('./OrderSummaryScreen'), 'OrderSummaryScreen')

/** Orders as the composition root (src/shop/features.ts) assembles them. */
export const ordersFeature = defineShopFeature({
  name: 'orders',
  documents: orderDocuments,
  cache: { keys: orderKeys },
  slice: createOrdersSlice,
  // The orders this browser placed go with the session (the wishlist in storage stays).
  forget: (env) => forgetKeptOrders(env.storage),
  ui: { OrderSummaryScreen },
})
