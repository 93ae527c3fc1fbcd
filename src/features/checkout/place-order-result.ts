import type { PlacedOrder } from '../../domain/shop'

/** What placing an order came to: the order, or why not (with the key and values of its text). */
export type PlaceOrderResult =
  | { success: true; order: PlacedOrder }
  | {
      success: false
      error: string
      errorKey?: string
      errorValues?: Record<string, string>
      /** The shopper closed the payment popup: a note, not an error; nothing was sent. */
      cancelled?: boolean
    }
