import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { RELOAD_COUNT_COOKIE } from '../../../src/shop/recovery'
import { GetCart } from '../../../src/shop/session-query'
import {
  errorResponse,
  fakeEnv,
  mockBackend,
  readCart,
  readCustomer,
  readViewer,
  recordedGetCart,
  replayed,
  runtime,
  typedAnswer,
} from './helpers'

/**
 * Recovery from a failed first getCart. The answers that load are a real WooCommerce's (recorded cases, named at
 * each handler); the failures are made up, each marked: no recorded case covers them.
 */
const server = mockBackend()

describe('a failed initial cart load', () => {
  it('clears cookies and storage, drops the cache, logs out and reloads once', async () => {
    let logouts = 0
    server.use(
      // A failure no recorded case covers: the server failing whole (HTTP 500).
      graphql.query('getCart', () => errorResponse('Internal server error', 500)),
      graphql.mutation('Logout', () => {
        logouts++
      }),
      replayed('Logout-authed'),
    )
    const { env, cookies, storage } = fakeEnv('/product/x')
    cookies.set('woocommerce-session', 'old')
    cookies.set('auth-token', 'old-auth')
    storage.set('something', '1')
    const rt = runtime(env)
    const { store } = rt
    const before = rt.clients.current()

    await store.getState().init()

    expect(cookies.get('woocommerce-session')).toBeUndefined()
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(storage.size).toBe(0)
    expect(store.getState().isLoaded).toBe(true)
    expect(rt.clients.current()).not.toBe(before)
    expect(
      rt.clients.current().readQuery(GetCart, {}, { requestPolicy: 'cache-only' })?.data ?? null,
    ).toBeNull()
    expect(logouts).toBe(1)
    expect(env.location.reload).toHaveBeenCalledTimes(1)
    expect(cookies.get(RELOAD_COUNT_COOKIE)).toBe('1')

    // The reloaded page fails again: the reload-count cookie stops a second reload.
    const { env: afterReload, cookies: jar } = fakeEnv('/product/x')
    jar.set(RELOAD_COUNT_COOKIE, cookies.get(RELOAD_COUNT_COOKIE)!)
    await runtime(afterReload).store.getState().init()
    expect(afterReload.location.reload).not.toHaveBeenCalled()
    expect(afterReload.cookies.clearAll).toHaveBeenCalled()
    expect(jar.get(RELOAD_COUNT_COOKIE)).toBe('1')
  })

  it('keeps the session and storage when the backend cannot be reached, and tries again later', async () => {
    let calls = 0
    server.use(
      // A failure no recorded case covers (no answer at all), then getCart-no-session.
      graphql.query('getCart', ({ query, variables }) => {
        calls++
        return calls === 1 ? HttpResponse.error() : typedAnswer('getCart-no-session', { query, variables })
      }),
    )
    const { env, cookies, storage } = fakeEnv('/product/x')
    cookies.set('woocommerce-session', 'kept')
    storage.set('wishlist', '[]')
    const rt = runtime(env)
    const { store } = rt

    await store.getState().init()
    expect(cookies.get('woocommerce-session')).toBe('kept')
    expect(storage.size).toBe(1)
    expect(env.location.reload).not.toHaveBeenCalled()

    await store.getState().init()
    expect(calls).toBe(2)
    expect(readCart(rt)).not.toBeNull()
  })

  it('keeps the session and storage when the answer is cut off (the shopper leaves the page while it loads)', async () => {
    // A failure no recorded case covers: the headers came (200) and then the connection dropped, what a
    // browser does to a fetch of a page being left. The shopper's storage (their wishlist) must survive it.
    server.use(
      graphql.query('getCart', () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":{"cart":'))
            controller.error(new TypeError('network error'))
          },
        })
        const cut = new HttpResponse(body, { status: 200, headers: { 'content-type': 'application/json' } })
        return cut as never
      }),
    )
    const { env, cookies, storage } = fakeEnv('/products')
    cookies.set('woocommerce-session', 'kept')
    storage.set('wishlist', '{"state":{"items":[]}}')
    const { store } = runtime(env)

    await store.getState().init()
    expect(cookies.get('woocommerce-session')).toBe('kept')
    expect(storage.get('wishlist')).toBe('{"state":{"items":[]}}')
    expect(env.location.reload).not.toHaveBeenCalled()
  })

  it('keeps the guard off after a successful load', async () => {
    server.use(recordedGetCart()) // getCart-no-session
    const { env, cookies } = fakeEnv()
    cookies.set(RELOAD_COUNT_COOKIE, '1')
    await runtime(env).store.getState().init()
    expect(cookies.get(RELOAD_COUNT_COOKIE)).toBeUndefined()
    expect(env.location.reload).not.toHaveBeenCalled()
  })

  it('loads cart, customer, viewer, payment gateways and login clients with one getCart', async () => {
    let requests = 0
    server.use(
      graphql.query('getCart', () => {
        requests++
      }),
      recordedGetCart(() => ({ signedIn: true })), // getCart-authed-session: the demo's cart holds the mouse, once
    )
    const rt = runtime(fakeEnv().env)
    const { store } = rt
    await Promise.all([store.getState().init(), store.getState().init()])
    expect(requests).toBe(1)
    expect(readCart(rt)).toMatchObject({
      itemCount: 1,
      isEmpty: false,
      lines: [expect.objectContaining({ name: 'Wireless Precision Mouse', quantity: 1 })],
    })
    expect(readCustomer(rt)).toMatchObject({ username: 'demo' })
    expect(readViewer(rt)).toMatchObject({ username: 'demo', email: 'demo@example.com' })
    const cached = rt.clients.current().readQuery(GetCart, {}, { requestPolicy: 'cache-only' })?.data
    expect(cached?.paymentGateways?.nodes.map((g) => g.id)).toEqual(['bacs', 'cod', 'paystack'])
    expect(cached?.loginClients?.map((c) => c?.provider)).toEqual(['PASSWORD'])
  })
})
