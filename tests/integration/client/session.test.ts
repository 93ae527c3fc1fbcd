import { delay, graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { headerValue } from '../../../src/lib/auth-token'
import { RELOAD_COUNT_COOKIE } from '../../../src/shop/recovery'
import { answerAsRecorded } from '../../support/recorded-handler'
import {
  errorResponse,
  fakeEnv,
  mockBackend,
  MOUSE,
  readCart,
  readViewer,
  recordedGetCart,
  replayed,
  runtime,
  typedAnswer,
} from './helpers'

/**
 * Session and auth headers, the backend answering as a real WooCommerce did (recorded cases, named at each
 * handler). The recorded `woocommerce-session` header and tokens are redacted: the tests send their own.
 */
const server = mockBackend()

const ADDED = 'addToCart-simple-ok' // a new guest session's first add to cart

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
      // getCart-no-session, with a session token of the test's own (the recorded one is redacted).
      recordedGetCart(() => ({}), 'issued.jwt.token'),
      graphql.mutation('addToCart', ({ request }) => {
        seen.push(request.headers.get('woocommerce-session'))
      }),
      replayed(ADDED),
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
      graphql.query('getCart', async ({ query, variables }) => {
        await delay(50)
        return typedAnswer('getCart-no-session', { query, variables }, undefined, {
          headers: { 'woocommerce-session': 'first.session.token' },
        })
      }),
      graphql.mutation('addToCart', ({ request }) => {
        seen.push(request.headers.get('woocommerce-session'))
      }),
      replayed(ADDED),
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
      }),
      recordedGetCart(() => ({ signedIn: true })),
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
      }),
      // refreshToken-ok with a token of the test's own (the recorded one is redacted), so its expiry is known.
      replayed('refreshToken-ok', (data) => {
        data.refreshToken.authToken = fresh
      }),
      graphql.query('getCart', ({ request }) => {
        calls.push(`getCart:${request.headers.get('authorization')}`)
      }),
      recordedGetCart(() => ({ signedIn: true })),
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
  // Failures no recorded case covers: no answer, and a proxy's 503.
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
        }),
        // As recorded: the signed-in demo with a Bearer token, a new guest session without.
        recordedGetCart((request) => ({ signedIn: !!request.headers.get('authorization') })),
      )
      const { env, cookies } = fakeEnv()
      cookies.set('auth-token', token)
      cookies.set('auth-refresh-token', 'refresh-1')
      const { store } = runtime(env)
      await store.getState().init()
      expect(sent).toEqual([`Bearer ${token}`])
      expect(cookies.get('auth-token')).toBe(token)

      // A refused refresh as recorded: HTTP 403, a payload with no token and success false.
      server.use(answerAsRecorded('refreshToken-garbage'))
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
        // getCart-no-session holding the mouse, one (recordedCart).
        recordedGetCart(() => ({ lines: [{ key: MOUSE, quantity: 1 }] })),
        // A failure no recorded case covers: the session errors the shop recovers from (SESSION_ERRORS).
        graphql.mutation('UpDateCartQuantity', () => errorResponse(message)),
      )
      const { env, cookies, storage } = fakeEnv()
      storage.set('wishlist', '[]')
      const { store } = runtime(env)
      await store.getState().init()
      cookies.set('woocommerce-session', 'foreign-token')

      await expect(store.getState().updateItemQuantity(MOUSE, 2)).rejects.toMatchObject({ message })
      expect(env.cookies.clearAll).toHaveBeenCalled()
      expect(env.storage.clear).toHaveBeenCalled()
      expect(cookies.get('woocommerce-session')).toBeUndefined()
      expect(storage.size).toBe(0)
      expect(env.location.reload).toHaveBeenCalledTimes(1)

      // The same failure again (a second call, or the page after the reload): no second reload.
      await expect(store.getState().updateItemQuantity(MOUSE, 3)).rejects.toMatchObject({ message })
      expect(env.location.reload).toHaveBeenCalledTimes(1)
      expect(cookies.get(RELOAD_COUNT_COOKIE)).toBe('1')
    })
  },
)
