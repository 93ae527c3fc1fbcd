import { applyCheckoutEvent, type EventEffects } from './checkout-events'
import { checkoutOriginOf, readCheckoutMessage } from './checkout-protocol'
import type { WindowLike } from './dom-types'
import { createPopupId } from './popup-id'
import type { FrameHandle, FrameHost } from './popup-frame'
import { createProviderApi, type ProviderApi } from './provider-api'
import { referrerFor } from './referrer'
import { buildRequestInline } from './request-body'
import { parametersKey, PaymentTransaction } from './transaction'
import { TransactionRegistry } from './transaction-registry'
import type { PaymentError } from './transaction-params'
import { validateParameters } from './validate-params'

export interface CoreOptions {
  /** The provider's API base, e.g. `https://api.paystack.co`. */
  apiUrl: string
  /** The provider's checkout page base; the iframe opens `<checkoutUrl>/<accessCode>`. */
  checkoutUrl: string
  fetch?: typeof fetch
  /** The page's window; read when first needed, never at import. */
  window: () => WindowLike
  frameHost: (win: WindowLike) => FrameHost
  warn: (message: string) => void
  clock: () => number
  random: () => number
}

export interface OpenOptions {
  container?: HTMLElement | null
  /** Ask the checkout to pay with the shopper's saved instruments at once. */
  payWithVault?: boolean
}

/**
 * The transaction machinery: validate, reuse or create, load from the provider, open the checkout iframe, and turn
 * the iframe's events into lifecycle steps and callbacks.
 */
export function createPaymentCore(options: CoreOptions) {
  const api: ProviderApi = createProviderApi({ apiUrl: options.apiUrl, fetch: options.fetch })
  const registry = new TransactionRegistry()
  const frames = new Map<PaymentTransaction, FrameHandle>()
  const checkoutOrigin = checkoutOriginOf(options.checkoutUrl)
  const checkoutBase = options.checkoutUrl.replace(/\/+$/, '')
  const warn = options.warn

  function sendLog(tx: PaymentTransaction) {
    if (tx.id === null || !tx.response) return
    api.updateLog(tx.id, tx.response.merchant_key, tx.log.snapshot()).catch((err: Error) => warn(err.message))
  }
  function closeFrame(tx: PaymentTransaction) {
    frames.get(tx)?.close()
    frames.delete(tx)
  }
  function cancel(tx: PaymentTransaction) {
    if (!tx.cancel()) return
    closeFrame(tx)
    sendLog(tx)
    ;(tx.callbacks.onCancel ?? tx.callbacks.onClose)?.()
  }

  /** Loads in flight, so a double press does not ask the provider twice for one transaction. */
  const loading = new WeakMap<PaymentTransaction, Promise<void>>()

  async function fetchTransaction(tx: PaymentTransaction): Promise<void> {
    const { data } = tx.parameters
    try {
      let response
      if (data.accessCode) response = await api.verifyAccessCode(data.accessCode)
      else {
        const { body, headers } = buildRequestInline(data)
        response = await api.requestInline(body, headers)
      }
      tx.loaded(response)
    } catch (err) {
      const error: PaymentError = { type: 'setup', message: (err as Error).message, status: false }
      tx.recordError(error)
      // Ends it quietly (it never opened): an identical later attempt reuses it and asks the provider again.
      tx.cancel()
      tx.callbacks.onError?.(error)
      throw new Error(error.message)
    }
    api.setIp(tx.id!, tx.response!.merchant_key).catch((err: Error) => warn(err.message))
  }

  /** Validates, reuses an identical earlier transaction when it may, cancels the active one, and loads. */
  async function load(params: unknown): Promise<PaymentTransaction> {
    const normalised = validateParameters(params)
    const mobile = /Mobi|Android|iPhone|iPad/i.test(options.window().navigator.userAgent)
    const earlier = registry.findReusable(parametersKey(normalised.data))
    const tx = earlier ?? new PaymentTransaction(normalised, options.clock, mobile)
    if (earlier) {
      earlier.callbacks = normalised.callbacks
      earlier.reopen()
    }
    registry.start(tx, cancel)
    let pending = loading.get(tx)
    if (!pending && tx.phase === 'created') {
      pending = fetchTransaction(tx).finally(() => loading.delete(tx))
      loading.set(tx, pending)
    }
    if (pending) await pending
    return tx
  }

  function effectsFor(
    tx: PaymentTransaction,
    handle: FrameHandle,
    detach: () => void,
    open: OpenOptions,
  ): EventEffects {
    return {
      close: () => {
        closeFrame(tx)
        detach()
      },
      sendLog,
      warn,
      render: (t) => {
        handle.post({ type: 'render', accessCode: t.accessCode!, id: t.id! })
        handle.post({ type: 'analytics', action: 'checkout-opened' })
        if (open.payWithVault) handle.post({ type: 'inline:pay-with-vault', accessCode: t.accessCode! })
      },
    }
  }

  /** Opens the checkout iframe over the page (or inside `container`) for a loaded transaction. */
  function open(tx: PaymentTransaction, how: OpenOptions = {}): void {
    // Already showing; or open without a frame (the wallet was tried first): then the iframe comes now.
    if (frames.has(tx)) return
    if (tx.phase !== 'open' && !tx.open()) return
    const win = options.window()
    const frame: FrameHandle = options.frameHost(win)({
      id: createPopupId(options.random),
      url: `${checkoutBase}/${encodeURIComponent(tx.accessCode!)}`,
      checkoutOrigin,
      container: how.container ?? null,
      // The iframe's load comes after this returns, so `frame` is set by then.
      onLoad: () => frame.post({ type: 'inline:url', url: referrerFor(win.location.href) }),
    })
    frames.set(tx, frame)
    const listener = (event: MessageEvent) => {
      const message = readCheckoutMessage(event, checkoutOrigin, frame.frameWindow)
      if (message) applyCheckoutEvent(tx, message, effects)
    }
    const effects = effectsFor(tx, frame, () => win.removeEventListener('message', listener), how)
    win.addEventListener('message', listener)
  }

  return { api, registry, load, open, cancel, sendLog }
}

export type PaymentCore = ReturnType<typeof createPaymentCore>
