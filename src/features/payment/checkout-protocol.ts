import type { PaymentError, PaymentSuccess, TransactionLoaded } from './transaction-params'

/** Messages the shop's page sends to the provider's checkout iframe. */
export type OutgoingMessage =
  | { type: 'inline:url'; url: string }
  | { type: 'render'; accessCode: string; id: number }
  | { type: 'close' }
  | { type: 'analytics'; action: string }
  | { type: 'inline:pay-with-vault'; accessCode: string }

/** Events the checkout iframe reports to the shop's page. */
export type CheckoutEvent =
  | { event: 'loaded:checkout' }
  | { event: 'loaded:transaction'; data: TransactionLoaded }
  | { event: 'error'; data: PaymentError }
  | { event: 'cancel' }
  | { event: 'close' }
  | { event: 'transfer:pending' }
  | { event: 'success'; data: PaymentSuccess }

const EVENTS = new Set([
  'loaded:checkout',
  'loaded:transaction',
  'error',
  'cancel',
  'close',
  'transfer:pending',
  'success',
])

/** The parts of a MessageEvent the check needs (a real MessageEvent fits). */
export interface IncomingMessage {
  origin: string
  source: unknown
  data: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * A checkout event, or null when the message is not one: only messages from the checkout's origin AND from the
 * iframe's own window count (another frame of the same origin, or any other page, is ignored).
 */
export function readCheckoutMessage(
  message: IncomingMessage,
  checkoutOrigin: string,
  frameWindow: unknown,
): CheckoutEvent | null {
  if (message.origin !== checkoutOrigin) return null
  if (!frameWindow || message.source !== frameWindow) return null
  const data = message.data
  if (!isRecord(data) || typeof data.event !== 'string' || !EVENTS.has(data.event)) return null
  if ((data.event === 'loaded:transaction' || data.event === 'success') && !isRecord(data.data)) return null
  if (data.event === 'success' && typeof (data.data as Record<string, unknown>).reference !== 'string')
    return null
  if (data.event === 'error') {
    const error = isRecord(data.data) ? data.data : {}
    return {
      event: 'error',
      data: {
        type: typeof error.type === 'string' ? error.type : 'unknown',
        message: typeof error.message === 'string' ? error.message : '',
      },
    }
  }
  return data as CheckoutEvent
}

/** The origin of the checkout page, the only target messages are posted to. */
export const checkoutOriginOf = (checkoutUrl: string) => new URL(checkoutUrl).origin
