import type { OutgoingMessage } from './checkout-protocol'
import type { DocumentLike, WindowLike } from './dom-types'
import { CLOSE_ANIMATION_MS, SHOW_DELAY_MS } from './popup-timing'

export interface FrameHandle {
  /** The iframe's window: the only source whose messages count. */
  readonly frameWindow: unknown
  post(message: OutgoingMessage): void
  close(): void
}

export interface FrameRequest {
  id: string
  url: string
  checkoutOrigin: string
  /** Set for embedded mode: the iframe goes inside it instead of over the page. */
  container: HTMLElement | null
  onLoad(): void
}

export type FrameHost = (request: FrameRequest) => FrameHandle

const OVERLAY =
  'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;opacity:0;transition:opacity 300ms;background:transparent'
const EMBEDDED = 'width:100%;min-height:480px;border:0'

/** The DOM part of the popup: an iframe of the checkout page, shown after 50 ms, faded out over 300 ms. */
export function createDomFrameHost(win: WindowLike): FrameHost {
  return ({ id, url, checkoutOrigin, container, onLoad }) => {
    const doc: DocumentLike = win.document
    const frame = doc.createElement('iframe')
    frame.id = id
    frame.src = url
    frame.title = 'Checkout'
    frame.setAttribute('allow', 'payment')
    frame.style.cssText = container ? EMBEDDED : OVERLAY
    frame.addEventListener('load', onLoad)
    ;(container ?? doc.body).appendChild(frame)
    if (!container) win.setTimeout(() => (frame.style.opacity = '1'), SHOW_DELAY_MS)
    let closed = false
    return {
      get frameWindow() {
        return frame.contentWindow
      },
      post(message) {
        frame.contentWindow?.postMessage(message, checkoutOrigin)
      },
      close() {
        if (closed) return
        closed = true
        frame.style.opacity = '0'
        win.setTimeout(() => frame.remove(), container ? 0 : CLOSE_ANIMATION_MS)
      },
    }
  }
}
