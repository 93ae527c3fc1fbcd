// Stand-ins for the browser and the provider, shared by the payment client's unit tests (no DOM library needed).
import type { OutgoingMessage } from '../../src/features/payment/checkout-protocol'
import type { FrameHost, FrameRequest } from '../../src/features/payment/popup-frame'
import type { ProviderTransaction } from '../../src/features/payment/provider-types'

export const CHECKOUT_URL = 'http://127.0.0.1:4599/_payment/checkout'
export const CHECKOUT_ORIGIN = 'http://127.0.0.1:4599'
export const API_URL = 'http://127.0.0.1:4599/_payment/api'

export function providerTransaction(
  id: number,
  extra: Partial<ProviderTransaction> = {},
): ProviderTransaction {
  return {
    id,
    access_code: `acc${id}`,
    reference: `ref${id}`,
    merchant_key: 'pk_test_merchant',
    merchant_name: 'Forge Workstations',
    merchant_id: 1,
    merchant_logo: null,
    channels: ['card', 'bank'],
    amount: 150000,
    currency: 'NGN',
    email: 'ada@example.com',
    label: null,
    customer: { id: 3, email: 'ada@example.com', customer_code: 'CUS_3' },
    plan_details: null,
    link_config: { enabled: false, has_payment_instruments: false },
    transaction_status: '',
    ...extra,
  }
}

/** A provider answering from a script: request_inline hands out ids 1, 2, …; `fail` makes it refuse. */
export function fakeProvider() {
  const calls: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }> = []
  const state = { nextId: 1, fail: null as null | string, extra: {} as Partial<ProviderTransaction> }
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const path = String(url).slice(API_URL.length + 1)
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({
      method: init.method ?? 'GET',
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    })
    const ok = (data?: unknown) => new Response(JSON.stringify({ status: true, message: 'ok', data }))
    if (state.fail)
      return new Response(JSON.stringify({ status: false, message: state.fail }), { status: 400 })
    if (path === 'checkout/request_inline') return ok(providerTransaction(state.nextId++, state.extra))
    if (path.startsWith('transaction/verify_access_code/'))
      return ok(providerTransaction(99, { access_code: decodeURIComponent(path.split('/').pop()!) }))
    return ok()
  }) as typeof globalThis.fetch
  return { fetch, calls, state, paths: () => calls.map((c) => c.path) }
}

export interface FakeFrame {
  request: FrameRequest
  frameWindow: object
  posts: OutgoingMessage[]
  closed: boolean
}

/** A window whose message listeners the test can call, and a frame host that records what it was asked. */
export function fakeBrowser(href = 'https://shop.example/checkout') {
  const listeners = new Set<(event: MessageEvent) => void>()
  const frames: FakeFrame[] = []
  const window = {
    document: { getElementById: () => null, createElement: () => ({}), body: {} } as never,
    location: { href, protocol: new URL(href).protocol },
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
    addEventListener: (_type: 'message', l: (event: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_type: 'message', l: (event: MessageEvent) => void) => listeners.delete(l),
    setTimeout: (run: () => void) => run(),
  }
  const frameHost = (): FrameHost => (request) => {
    const frame: FakeFrame = { request, frameWindow: { name: 'iframe window' }, posts: [], closed: false }
    frames.push(frame)
    return {
      frameWindow: frame.frameWindow,
      post: (m) => frame.posts.push(m),
      close: () => (frame.closed = true),
    }
  }
  /** Delivers a message as the browser would. */
  const deliver = (origin: string, source: unknown, data: unknown) => {
    for (const l of [...listeners]) l({ origin, source, data } as MessageEvent)
  }
  /** Delivers a message from the given frame's window at the checkout origin. */
  const fromFrame = (frame: FakeFrame, data: unknown) => deliver(CHECKOUT_ORIGIN, frame.frameWindow, data)
  return { window, frameHost, frames, deliver, fromFrame, listeners }
}
