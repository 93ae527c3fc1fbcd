import type { SliceDeps } from '../../shop-kit'
import { keptOrder, type KeptOrder } from './kept-orders'

/** The orders' client state: the orders this browser placed (kept-orders.ts), for the order screens. */
export interface OrdersSlice {
  /** This browser's copy of an order, if it placed it lately (and the URL's key, when given, is its key). */
  keptOrder(orderId: number, orderKey: string): KeptOrder | null
}

export function createOrdersSlice(deps: Pick<SliceDeps, 'env'>): OrdersSlice {
  return {
    keptOrder: (orderId, orderKey) => keptOrder(deps.env.storage, orderId, orderKey),
  }
}
