import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { RELOAD_COUNT_COOKIE } from '../../../src/store/recovery'
import { errorResponse, fakeEnv, getCartData, getCartHandler, mockBackend, runtime } from './helpers'

const server = mockBackend()

describe('a failed initial cart load', () => {
  it('clears cookies and storage, resets cart and gateways, logs out and reloads once', async () => {
    let logouts = 0
    server.use(
      graphql.query('getCart', () => errorResponse('Internal server error', 500)),
      graphql.mutation('Logout', () => {
        logouts++
        return HttpResponse.json({ data: { logout: { __typename: 'LogoutPayload', success: true } } })
      }),
    )
    const { env, cookies, storage } = fakeEnv('/product/x')
    cookies.set('woocommerce-session', 'old')
    cookies.set('auth-token', 'old-auth')
    storage.set('something', '1')
    const { store } = runtime(env)
    store.setState({ paymentGateways: [{ id: 'cod', title: 'Cash', description: '' }] })

    await store.getState().init()

    expect(cookies.get('woocommerce-session')).toBeUndefined()
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(storage.size).toBe(0)
    expect(store.getState()).toMatchObject({ cart: null, paymentGateways: [], viewer: null, isLoaded: true })
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
      graphql.query('getCart', () => {
        calls++
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: getCartData() })
      }),
    )
    const { env, cookies, storage } = fakeEnv('/product/x')
    cookies.set('woocommerce-session', 'kept')
    storage.set('wishlist', '[]')
    const { store } = runtime(env)

    await store.getState().init()
    expect(cookies.get('woocommerce-session')).toBe('kept')
    expect(storage.size).toBe(1)
    expect(env.location.reload).not.toHaveBeenCalled()

    await store.getState().init()
    expect(calls).toBe(2)
    expect(store.getState().cart).not.toBeNull()
  })

  it('keeps the guard off after a successful load', async () => {
    server.use(getCartHandler(() => getCartData()))
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
        return HttpResponse.json({ data: getCartData({ signedIn: true }) })
      }),
    )
    const { store } = runtime(fakeEnv().env)
    await Promise.all([store.getState().init(), store.getState().init()])
    expect(requests).toBe(1)
    expect(store.getState()).toMatchObject({
      cart: { itemCount: 0, isEmpty: true },
      customer: { username: 'demo' },
      viewer: { username: 'demo', email: 'demo@example.com' },
      paymentGateways: [{ id: 'cod' }],
      loginClients: [{ provider: 'OAUTH2_GENERIC', isEnabled: true }],
    })
  })
})
