import { createDeprecationNotices } from './deprecations'
import { resolveElement, type WindowLike } from './dom-types'
import {
  DEFAULT_LABELS,
  EMBED_CONTAINER_MISSING,
  PAYMENT_REQUEST_CONTAINER_MISSING,
  WALLET_UNSUPPORTED_WARNING,
  type PaymentLabels,
} from './messages'
import { mountPayButton, type PayButtonOptions } from './pay-button'
import { createPaymentCore } from './payment-core'
import { createDomFrameHost, type FrameHost } from './popup-frame'
import { runPreCheckout } from './pre-checkout-flow'
import type { PaymentTransaction } from './transaction'
import type { PaymentCallbacks, PaymentParameters } from './transaction-params'
import { mountWalletButton } from './wallet-button'
import { startWalletPayment } from './wallet-flow'
import { walletOffered, type WalletPort } from './wallet-port'

export interface PaymentClientOptions {
  /** The provider's API base (PAYMENT_API_URL). */
  apiUrl: string
  /** The provider's checkout page base (PAYMENT_CHECKOUT_URL). */
  checkoutUrl: string
  fetch?: typeof fetch
  /** Defaults to the browser's window, looked up on first use. */
  window?: WindowLike
  frameHost?: (win: WindowLike) => FrameHost
  /** The device wallet; absent means none is offered. */
  wallet?: WalletPort
  /** Shopper-visible words, from the `payment` locale namespace. */
  labels?: Partial<PaymentLabels>
  warn?: (message: string) => void
  clock?: () => number
  random?: () => number
}

function browserWindow(): WindowLike {
  const win = (globalThis as { window?: WindowLike }).window
  if (!win) throw new Error('The payment popup needs a browser window')
  return win
}

/** The card payment popup client (our own, after the provider's inline library): nothing runs until it is called. */
export function createPaymentClient(options: PaymentClientOptions) {
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const getWindow = () => options.window ?? browserWindow()
  const labels: PaymentLabels = { ...DEFAULT_LABELS, ...options.labels }
  const core = createPaymentCore({
    apiUrl: options.apiUrl,
    checkoutUrl: options.checkoutUrl,
    fetch: options.fetch,
    window: getWindow,
    frameHost: options.frameHost ?? createDomFrameHost,
    warn,
    clock: options.clock ?? Date.now,
    random: options.random ?? Math.random,
  })
  const deprecations = createDeprecationNotices(warn)
  const walletContext = () => ({
    core,
    port: options.wallet,
    domainName: new URL(getWindow().location.href).hostname,
  })
  const offersWallet = (tx: PaymentTransaction) =>
    walletOffered(getWindow().location.protocol, options.wallet, tx.response?.channels ?? [])

  async function newTransaction(params: PaymentParameters): Promise<PaymentTransaction> {
    const tx = await core.load(params)
    core.open(tx)
    return tx
  }

  return {
    newTransaction,
    resumeTransaction: (accessCode: string, callbacks: PaymentCallbacks = {}) =>
      newTransaction({ ...callbacks, accessCode }),
    /** Loads now and answers the function that opens it later (e.g. on a button press). */
    async preloadTransaction(params: PaymentParameters): Promise<() => void> {
      const tx = await core.load(params)
      return () => core.open(tx)
    },
    /** Embedded mode: the checkout inside the page's own element. */
    async embed(params: PaymentParameters): Promise<PaymentTransaction> {
      const container = resolveElement(getWindow().document, params.container)
      if (!container) throw new Error(EMBED_CONTAINER_MISSING)
      const tx = await core.load(params)
      core.open(tx, { container })
      return tx
    },
    /** The checkout, with the pre-checkout modal first when a wallet or saved instruments are on offer. */
    async checkout(params: PaymentParameters): Promise<PaymentTransaction> {
      const tx = await core.load(params)
      const win = getWindow()
      await runPreCheckout({ ...walletContext(), tx, win, labels, walletAvailable: offersWallet(tx) })
      return tx
    },
    /** The wallet button inside `container` (SPEC §5); warns when the device offers no wallet. */
    async paymentRequest(params: PaymentParameters): Promise<PaymentTransaction> {
      const doc = getWindow().document
      const container = resolveElement(doc, params.container)
      if (!container) throw new Error(PAYMENT_REQUEST_CONTAINER_MISSING)
      const tx = await core.load(params)
      if (!offersWallet(tx)) warn(WALLET_UNSUPPORTED_WARNING)
      else
        await mountWalletButton(doc, container, options.wallet!, labels.walletButton, () => {
          startWalletPayment({ ...walletContext(), tx, onFailure: () => warn(labels.walletError) })
        })
      return tx
    },
    /** The page's button (by id) styled as the pay button; a press starts the transaction. */
    payButton(button: PayButtonOptions, params: PaymentParameters) {
      return mountPayButton(getWindow().document, { text: labels.payButton, ...button }, () => {
        newTransaction(params).catch((err: Error) => warn(err.message))
      })
    },
    cancelTransaction(target: number | PaymentTransaction): void {
      const tx = typeof target === 'number' ? core.registry.find(target) : target
      if (tx) core.cancel(tx)
    },
    isLoaded: () => true,
    /** The old entry point: warns, then works as newTransaction once openIframe() is called. */
    setup(params: PaymentParameters) {
      deprecations.setup()
      return {
        openIframe: () => {
          deprecations.openIframe()
          return newTransaction(params)
        },
      }
    },
  }
}

export type PaymentClient = ReturnType<typeof createPaymentClient>
