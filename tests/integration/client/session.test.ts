import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { headerValue } from '../../../src/lib/auth-token'
import { RELOAD_COUNT_COOKIE } from '../../../src/shop/recovery'
import {
  cart,
  cartItem,
  errorResponse,
  fakeEnv,
  getCartData,
  getCartHandler,
  mockBackend,
  readCart,
  readViewer,
  runtime,
} from './helpers'

const server = mockBackend()

function jwt(exp: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ exp, data: { user: { id: 1 } } })}.signature`
}

describe('token rules', () => {
  it('trims, keeps a token that starts with a scheme word, prefixes one that does not', () => {
    expect(headerValue('  abc.def.ghi \n', 'Bearer')).toBe('Bearer abc.def.ghi')
    expect(headerValue('Bearer abc.def.ghi', 'Bearer')).toBe('Bearer abc.def.ghi')
    expect(headerValue(' Session abc ', 'Session')).toBe('Session abc')
    expect(headerValue('JWT abc', 'Bearer')).toBe('JWT abc')
    expect(headerValue('abc', 'Session')).toBe('Session abc')
    expect(headerValue('   ', 'Bearer')).toBeNull()
    expect(headerValue(null, 'Bearer')).toBeNull()
  })
})

describe('session and auth headers', () => {
  it('stores the issued session token in the session cookie and sends it back as `Session <token>`', async () => {
    const seen: (string | null)[] = []
    server.use(
      getCartHandler(() => getCartData(), 'issued.jwt.token'),
      graphql.mutation('addToCart', ({ request }) => {
        seen.push(request.headers.get('woocommerce-session'))
        return HttpResponse.json({ data: { addToCart: { __typename: 'AddToCartPayload', cart: cart() } } })
      }),
    )
    const { env, cookies } = fakeEnv()
    const { store } = runtime(env)
    await store.getState().init()
    expect(cookies.get('woocommerce-session')).toBe('issued.jwt.token')
    await store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(seen).toEqual(['Session issued.jwt.token'])
  })

  it('sends an add to cart made while the first getCart is on its way in the session that getCart opens', async () => {
    const seen: (string | null)[] = []
    server.use(
      graphql.query('getCart', async () => {
        await delay(50)
        return HttpResponse.json(
          { data: getCartData() },
          { headers: { 'woocommerce-session': 'first.session.token' } },
        )
      }),
      graphql.mutation('addToCart', ({ request }) => {
        seen.push(request.headers.get('woocommerce-session'))
        return HttpResponse.json({
          data: { addToCart: { __typename: 'AddToCartPayload', cart: cart([cartItem('a', 1)]) } },
        })
      }),
    )
    const { env, cookies } = fakeEnv()
    const rt = runtime(env)
    void rt.store.getState().init()
    await rt.store.getState().addToCart({ productId: 1, quantity: 1 })
    expect(seen).toEqual(['Session first.session.token'])
    expect(readCart(rt)?.itemCount).toBe(1)
    expect(cookies.get('woocommerce-session')).toBe('first.session.token')
  })

  it('sends the auth token from the configured storage as a Bearer header, trimmed', async () => {
    let authorization: string | null = null
    server.use(
      graphql.query('getCart', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({ data: getCartData({ signedIn: true }) })
      }),
    )
    const { env, storage } = fakeEnv()
    storage.set('auth-token', `  ${jwt(Math.floor(Date.now() / 1000) + 300)}  `)
    const rt = runtime(env, { authTokenStorage: 'localStorage' })
    await rt.store.getState().init()
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.signature$/)
    expect(readViewer(rt)?.username).toBe('demo')
  })

  it('refreshes the auth token before it expires, then sends the new one', async () => {
    const calls: string[] = []
    const fresh = jwt(Math.floor(Date.now() / 1000) + 300)
    server.use(
      graphql.mutation('refreshToken', ({ variables, request }) => {
        calls.push(`refresh:${variables.token}:${request.headers.get('authorization')}`)
        return HttpResponse.json({
          data: {
            refreshToken: {
              __typename: 'RefreshTokenPayload',
              authToken: fresh,
              authTokenExpiration: '1',
              success: true,
            },
          },
        })
      }),
      graphql.query('getCart', ({ request }) => {
        calls.push(`getCart:${request.headers.get('authorization')}`)
        return HttpResponse.json({ data: getCartData({ signedIn: true }) })
      }),
    )
    const { env, cookies } = fakeEnv()
    cookies.set('auth-token', jwt(Math.floor(Date.now() / 1000) + 20))
    cookies.set('auth-refresh-token', 'refresh-1')
    const { store } = runtime(env)
    await store.getState().init()
    expect(calls).toEqual(['refresh:refresh-1:null', `getCart:Bearer ${fresh}`])
    expect(cookies.get('auth-token')).toBe(fresh)
  })
})

describe('an auth token refresh that cannot reach the backend', () => {
  it.each([
    ['offline', () => HttpResponse.error()],
    ['a 503', () => new HttpResponse('unavailable', { status: 503 })],
  ])(
    'keeps the signed-in shopper signed in (%s), and a refused refresh signs them out',
    async (_, failed) => {
      const token = jwt(Math.floor(Date.now() / 1000) + 20)
      const sent: (string | null)[] = []
      server.use(
        graphql.mutation('refreshToken', failed as never),
        graphql.query('getCart', ({ request }) => {
          sent.push(request.headers.get('authorization'))
          return HttpResponse.json({ data: getCartData({ signedIn: true }) })
        }),
      )
      const { env, cookies } = fakeEnv()
      cookies.set('auth-token', token)
      cookies.set('auth-refresh-token', 'refresh-1')
      const { store } = runtime(env)
      await store.getState().init()
      expect(sent).toEqual([`Bearer ${token}`])
      expect(cookies.get('auth-token')).toBe(token)

      server.use(
        graphql.mutation('refreshToken', () => errorResponse('The provided refresh token is invalid')),
      )
      await store.getState().refreshCart()
      expect(sent[1]).toBeNull()
      expect(cookies.get('auth-token')).toBeUndefined()
    },
  )
})

describe.each(['invalid_token: The iss do not match with this server', 'Invalid session token'])(
  'the session error %j',
  (message) => {
    it('clears cookies and storage and reloads exactly once', async () => {
      server.use(
        getCartHandler(() => getCartData({ items: [cartItem('a', 1)] })),
        graphql.mutation('UpDateCartQuantity', () => errorResponse(message)),
      )
      const { env, cookies, storage } = fakeEnv()
      storage.set('wishlist', '[]')
      const { store } = runtime(env)
      await store.getState().init()
      cookies.set('woocommerce-session', 'foreign-token')

      await expect(store.getState().updateItemQuantity('a', 2)).rejects.toMatchObject({ message })
      expect(env.cookies.clearAll).toHaveBeenCalled()
      expect(env.storage.clear).toHaveBeenCalled()
      expect(cookies.get('woocommerce-session')).toBeUndefined()
      expect(storage.size).toBe(0)
      expect(env.location.reload).toHaveBeenCalledTimes(1)

      // The same failure again (a second call, or the page after the reload): no second reload.
      await expect(store.getState().updateItemQuantity('a', 3)).rejects.toMatchObject({ message })
      expect(env.location.reload).toHaveBeenCalledTimes(1)
      expect(cookies.get(RELOAD_COUNT_COOKIE)).toBe('1')
    })
  },
)
