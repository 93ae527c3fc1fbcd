import { formatAmount } from './amounts'
import type { DocumentLike } from './dom-types'
import type { PaymentLabels } from './messages'
import type { PreCheckoutChoices } from './pre-checkout'
import { isClosingTap, SHOW_DELAY_MS, CLOSE_ANIMATION_MS } from './popup-timing'
import type { ProviderTransaction } from './provider-types'

export type PreCheckoutPick = 'vault' | 'wallet' | 'other' | 'dismissed'

export interface PreCheckoutModal {
  /** Where the wallet button is mounted. */
  walletSlot: HTMLElement | null
  result: Promise<PreCheckoutPick>
  /** Shows the wallet's failure text in the modal. */
  showError(text: string): void
  close(): void
}

/** The modal's DOM: the amount, then Pay with Vault, the wallet button's slot and the way to other methods. */
export function openPreCheckoutModal(opts: {
  doc: DocumentLike
  schedule: (run: () => void, ms: number) => void
  now: () => number
  id: string
  tx: ProviderTransaction
  choices: PreCheckoutChoices
  labels: PaymentLabels
}): PreCheckoutModal {
  const { doc, schedule, now, id, tx, choices, labels } = opts
  const backdrop = doc.createElement('div')
  backdrop.id = id
  backdrop.setAttribute('role', 'dialog')
  backdrop.setAttribute('aria-modal', 'true')
  backdrop.style.cssText =
    'position:fixed;inset:0;z-index:2147483646;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6);opacity:0;transition:opacity 300ms'
  const panel = doc.createElement('div')
  panel.style.cssText =
    'background:#fff;color:#0f172a;font:16px/1.4 system-ui,sans-serif;border-radius:8px;padding:24px;width:min(360px,92vw);display:grid;gap:12px'
  const amount = doc.createElement('p')
  amount.textContent = formatAmount(tx.amount, tx.currency)
  amount.style.cssText = 'margin:0;font-size:1.25rem;font-weight:600;text-align:center'
  const error = doc.createElement('p')
  error.setAttribute('role', 'alert')
  error.style.cssText = 'margin:0;color:#b42318;display:none'
  panel.append(amount, error)
  let settle: (pick: PreCheckoutPick) => void = () => {}
  const result = new Promise<PreCheckoutPick>((resolve) => (settle = resolve))
  const button = (text: string, pick: PreCheckoutPick) => {
    const el = doc.createElement('button')
    el.type = 'button'
    el.textContent = text
    el.style.cssText =
      'min-height:44px;border-radius:3px;border:1px solid #d6dbe1;background:#fff;color:inherit;font:inherit;cursor:pointer'
    el.addEventListener('click', () => settle(pick))
    panel.appendChild(el)
  }
  if (choices.vault) button(labels.payWithVault, 'vault')
  let walletSlot: HTMLElement | null = null
  if (choices.wallet) panel.appendChild((walletSlot = doc.createElement('div')))
  button(labels[choices.otherLabel], 'other')
  backdrop.appendChild(panel)
  let touchStart = -1
  backdrop.addEventListener('touchstart', (e) => e.target === backdrop && (touchStart = now()))
  backdrop.addEventListener('touchend', (e) => {
    if (e.target === backdrop && touchStart >= 0 && isClosingTap(touchStart, now())) settle('dismissed')
    touchStart = -1
  })
  backdrop.addEventListener('click', (e) => e.target === backdrop && settle('dismissed'))
  doc.body.appendChild(backdrop)
  schedule(() => (backdrop.style.opacity = '1'), SHOW_DELAY_MS)
  return {
    walletSlot,
    result,
    showError(text) {
      error.textContent = `⚠ ${text}`
      error.style.display = 'block'
    },
    close() {
      backdrop.style.opacity = '0'
      schedule(() => backdrop.remove(), CLOSE_ANIMATION_MS)
    },
  }
}
