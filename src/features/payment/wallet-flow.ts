import type { PaymentCore } from './payment-core'
import type { PaymentTransaction } from './transaction'
import type { PaymentSuccess } from './transaction-params'
import { payWithWallet, type WalletOutcome } from './wallet-payment'
import type { WalletPort } from './wallet-port'

/** The success the wallet path reports, shaped like the checkout iframe's. */
export function walletSuccess(tx: PaymentTransaction, message: string): PaymentSuccess {
  const id = tx.id ?? 0
  const reference = tx.response?.reference ?? ''
  return {
    id,
    reference,
    message,
    status: 'success',
    trans: String(id),
    transaction: String(id),
    trxref: reference,
  }
}

/**
 * Pays a loaded transaction with the device wallet: success ends it as the iframe's success would; a failure is
 * recorded and handed to `onFailure` (the modal shows the error text) so the shopper can retry or choose another way.
 */
export async function startWalletPayment(opts: {
  core: PaymentCore
  port: WalletPort | undefined
  domainName: string
  tx: PaymentTransaction
  onFailure: (message: string) => void
}): Promise<WalletOutcome | null> {
  const { core, port, domainName, tx, onFailure } = opts
  if (!tx.response) return null
  tx.open()
  tx.log.attempt('Wallet payment attempt')
  let outcome: WalletOutcome
  try {
    outcome = await payWithWallet({ port, api: core.api, tx: tx.response, domainName })
  } catch (err) {
    tx.recordError({ type: 'wallet', message: (err as Error).message })
    onFailure((err as Error).message)
    return null
  }
  if (outcome.status === 'success') {
    if (tx.succeed(tx.response.reference)) {
      core.sendLog(tx)
      const result = walletSuccess(tx, outcome.message)
      ;(tx.callbacks.onSuccess ?? tx.callbacks.callback)?.(result)
    }
  } else if (outcome.status === 'failed') {
    tx.recordError({ type: 'wallet', message: outcome.message })
    onFailure(outcome.message)
  }
  return outcome
}
