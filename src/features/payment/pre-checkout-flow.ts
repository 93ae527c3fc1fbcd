import type { WindowLike } from './dom-types'
import type { PaymentLabels } from './messages'
import type { PaymentCore } from './payment-core'
import { createPopupId } from './popup-id'
import { preCheckoutChoices } from './pre-checkout'
import { openPreCheckoutModal } from './pre-checkout-modal'
import type { PaymentTransaction } from './transaction'
import { mountWalletButton } from './wallet-button'
import { startWalletPayment } from './wallet-flow'
import type { WalletPort } from './wallet-port'

/**
 * checkout()'s first step: straight to the iframe when there is nothing to choose, else the pre-checkout modal —
 * Pay with Vault (the iframe, told to use saved instruments), the wallet button, or the other methods (the iframe).
 */
export async function runPreCheckout(opts: {
  core: PaymentCore
  port: WalletPort | undefined
  domainName: string
  tx: PaymentTransaction
  win: WindowLike
  labels: PaymentLabels
  walletAvailable: boolean
}): Promise<void> {
  const { core, port, tx, win, labels } = opts
  const choices = tx.response ? preCheckoutChoices(tx.response, opts.walletAvailable) : null
  if (!choices || !tx.response) return core.open(tx)
  const modal = openPreCheckoutModal({
    doc: win.document,
    schedule: (run, ms) => win.setTimeout(run, ms),
    now: Date.now,
    id: createPopupId(),
    tx: tx.response,
    choices,
    labels,
  })
  if (modal.walletSlot && port) {
    await mountWalletButton(win.document, modal.walletSlot, port, labels.walletButton, () => {
      void startWalletPayment({ ...opts, onFailure: () => modal.showError(labels.walletError) }).then(
        (outcome) => outcome?.status === 'success' && modal.close(),
      )
    })
  }
  void modal.result.then((pick) => {
    modal.close()
    if (pick === 'dismissed') core.cancel(tx)
    else if (pick === 'vault') core.open(tx, { payWithVault: true })
    else if (pick === 'other') core.open(tx)
  })
}
