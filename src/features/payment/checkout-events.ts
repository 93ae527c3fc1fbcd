import type { CheckoutEvent } from './checkout-protocol'
import type { PaymentTransaction } from './transaction'

export interface EventEffects {
  /** Close the popup (with its animation). */
  close(): void
  /** Send the log to the provider (update_log). */
  sendLog(tx: PaymentTransaction): void
  /** Developer log for errors that do not reach the shop. */
  warn(message: string): void
  /** Tell the iframe to show the transaction. */
  render(tx: PaymentTransaction): void
}

/**
 * What each checkout event does to the transaction and which callback it calls (SPEC §4): an error of type setup
 * reaches onError, any other error is only logged; cancel and close end it as cancelled; transfer:pending and success
 * close the popup and call their callbacks.
 */
export function applyCheckoutEvent(
  tx: PaymentTransaction,
  message: CheckoutEvent,
  effects: EventEffects,
): void {
  const cb = tx.callbacks
  switch (message.event) {
    case 'loaded:checkout':
      tx.log.action('Checkout loaded')
      effects.render(tx)
      return
    case 'loaded:transaction':
      tx.log.action('Transaction shown')
      cb.onLoad?.(message.data)
      return
    case 'error':
      if (message.data.type !== 'setup') tx.log.attempt('Payment attempt')
      tx.recordError(message.data)
      if (message.data.type === 'setup') cb.onError?.(message.data)
      else effects.warn(message.data.message)
      return
    case 'cancel':
    case 'close':
      if (!tx.cancel()) return
      effects.close()
      effects.sendLog(tx)
      ;(cb.onCancel ?? cb.onClose)?.()
      return
    case 'transfer:pending':
      if (!tx.transferPending()) return
      effects.close()
      effects.sendLog(tx)
      cb.onBankTransferConfirmationPending?.()
      return
    case 'success':
      if (tx.phase !== 'open') return
      tx.log.attempt('Payment attempt')
      tx.succeed(message.data.reference)
      effects.close()
      effects.sendLog(tx)
      ;(cb.onSuccess ?? cb.callback)?.(message.data)
      return
  }
}
