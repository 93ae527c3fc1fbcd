import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORK_ERROR } from '../../../src/graphql/errors'
import { recordedCase } from '../../support/recorded-cases'
import {
  fakeEnv,
  mockBackend,
  MOUSE,
  networkFailure,
  readCart,
  readCustomer,
  readViewer,
  recordedGetCart,
  replayed,
  runtime,
} from './helpers'

/**
 * Sign-in and sign-out, the backend answering as a real WordPress + Headless Login did (recorded cases, named at
 * each handler). The recorded tokens are redacted (`<JWT>`): the tests put their own in.
 */
const server = mockBackend()

/** login-ok (demo, Ada Obi) with the test's own tokens, and `fields` changed where a test refuses a payload. */
function loginAnswer(fields: { authToken?: null; user?: null }) {
  return replayed('login-ok', (data) => {
    Object.assign(data.login, {
      authToken: 'auth.jwt',
      refreshToken: 'refresh.jwt',
      sessionToken: 'user-session',
      ...fields,
    })
  })
}

/** getCart as recorded: a new guest session until a Bearer token is sent, then the signed-in demo; the mouse, two. */
const getCartByAuth = () =>
  recordedGetCart((request) => ({
    signedIn: !!request.headers.get('authorization'),
    lines: [{ key: MOUSE, quantity: 2 }],
  }))

describe('login', () => {
  it('succeeds with a user and an auth token: token stored, cart refreshed, redirect to /my-account', async () => {
    server.use(loginAnswer({}), getCartByAuth())
    const { env, cookies } = fakeEnv('/my-account')
    const rt = runtime(env)
    const { store } = rt
    const login = store.getState().login({ username: ' demo@example.com ', password: 'demo-password' })
    expect(store.getState().isPending).toBe(true)
    expect(await login).toEqual({ success: true })
    expect(store.getState().isPending).toBe(false)
    expect(cookies.get('auth-token')).toBe('auth.jwt')
    expect(cookies.get('auth-refresh-token')).toBe('refresh.jwt')
    expect(cookies.get('woocommerce-session')).toBe('user-session')
    expect(readViewer(rt)?.username).toBe('demo')
    expect(readCart(rt)?.itemCount).toBe(2)
    expect(env.navigate).toHaveBeenCalledWith('/my-account')
  })

  it('goes to the redirect query parameter, but never off the site', async () => {
    server.use(loginAnswer({}), getCartByAuth())
    const { env } = fakeEnv('/my-account', '?redirect=%2Fcheckout')
    await runtime(env).store.getState().login({ username: 'demo', password: 'x' })
    expect(env.navigate).toHaveBeenCalledWith('/checkout')

    const { env: evil } = fakeEnv('/my-account', '?redirect=//evil.example')
    await runtime(evil).store.getState().login({ username: 'demo', password: 'x' })
    expect(evil.navigate).toHaveBeenCalledWith('/my-account')
  })

  it.each([
    ['no auth token', { authToken: null }],
    ['no user', { user: null }],
    // Variations of login-ok with that field null: no recorded answer lacks it, the client must not trust one.
  ])('fails with %s, storing nothing', async (_name, fields) => {
    server.use(loginAnswer(fields), getCartByAuth())
    const { env, cookies } = fakeEnv('/my-account')
    const result = await runtime(env).store.getState().login({ username: 'demo', password: 'x' })
    expect(result.success).toBe(false)
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(env.navigate).not.toHaveBeenCalled()
  })

  /**
   * A refused password login as Headless Login answered it (`caseName`) without the error's `extensions.code`: it
   * stands for a shop whose companion plugin does not pass WordPress's error code on (its setting off, or no plugin).
   * `reason`, where given, replaces WordPress's reason in the top-level extensions.debug (the wordings of a login
   * by username were not recorded).
   */
  const refusedLogin = (caseName: string, reason?: string) =>
    graphql.mutation('login', () => {
      const body = structuredClone(recordedCase(caseName).body)
      for (const error of body.errors ?? []) delete error.extensions?.code
      const { debug } = body.extensions as { debug: { message: string }[] }
      if (reason !== undefined) debug[0]!.message = reason
      return HttpResponse.json(body as never)
    })

  it('says the email, username or password is not right, translatable, when the backend does not say why (GRAPHQL_DEBUG off)', async () => {
    // login-unknown-user-nodebug without its extensions.code: a shop whose plugin setting is off gives no reason.
    server.use(refusedLogin('login-unknown-user-nodebug'))
    const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
    expect(result).toEqual({
      success: false,
      error: 'The email address, username or password is not right.',
      errorKey: 'auth.credentialsNotRight',
    })
  })

  // Recorded reasons: login-unknown-user ("Unknown email address…"), login-wrong-password (the email address's).
  it.each([
    [
      'Error: The username nobody is not registered on this site. If you are unsure of your username, try your email address instead.',
      'errors.noAccount',
      'No account found with that username. Sign up for a new account.',
    ],
    [
      'Unknown email address. Check again or try your username.',
      'errors.noAccount',
      'No account found with that username. Sign up for a new account.',
    ],
    [
      'Error: The password you entered for the username demo is incorrect. Lost your password?',
      'errors.incorrectPassword',
      'Incorrect password. Please try again.',
    ],
    [
      'Error: The password you entered for the email address demo@example.com is incorrect. Lost your password?',
      'errors.incorrectPassword',
      'Incorrect password. Please try again.',
    ],
  ])(
    "maps WordPress's reason in extensions.debug (%s) to the shopper message",
    async (debug, errorKey, error) => {
      server.use(refusedLogin('login-wrong-password', debug))
      const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
      expect(result).toEqual({ success: false, error, errorKey })
    },
  )

  // A failure no recorded case covers: no answer at all.
  it('reports an unreachable shop clearly', async () => {
    server.use(graphql.mutation('login', networkFailure))
    const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
    expect(result).toMatchObject({ success: false, error: NETWORK_ERROR, errorKey: 'shopErrors.network' })
  })
})

describe('provider login', () => {
  // No recorded case: the recorded stack had no OAuth provider (loginWithProvider-unknown-provider-code only).
  const providerAnswer = graphql.mutation('loginWithProvider', ({ variables }) =>
    HttpResponse.json({
      data: {
        login: {
          __typename: 'LoginPayload',
          authToken: `auth-for-${variables.input.oauthResponse.code}`,
          authTokenExpiration: '2000000000',
          refreshToken: 'refresh',
          refreshTokenExpiration: '2100000000',
          sessionToken: null,
        },
      },
    }),
  )

  it('succeeds when the viewer loads afterwards', async () => {
    server.use(providerAnswer, getCartByAuth())
    const { env } = fakeEnv('/oauth/login/oauth2_generic')
    const rt = runtime(env)
    const result = await rt.store
      .getState()
      .loginWithProvider({ provider: 'oauth2_generic', code: 'c1', state: 's' })
    expect(result).toEqual({ success: true })
    expect(readViewer(rt)?.username).toBe('demo')
    expect(env.navigate).toHaveBeenCalledWith('/my-account')
  })

  it('fails with a message when no viewer loads', async () => {
    // getCart-no-session: no viewer, though a token was sent.
    server.use(providerAnswer, recordedGetCart())
    const { env } = fakeEnv('/oauth/login/oauth2_generic')
    const result = await runtime(env)
      .store.getState()
      .loginWithProvider({ provider: 'oauth2_generic', code: 'c', state: 's' })
    expect(result).toMatchObject({ success: false, errorKey: 'errors.loginSslError' })
    expect(result.success === false && result.error).toMatch(/^Your credentials are correct/)
    expect(env.navigate).not.toHaveBeenCalled()
  })
})

describe('logout', () => {
  async function signedIn(pathname: string) {
    server.use(
      replayed('Logout-authed'),
      // As recorded: the signed-in demo's cart (the mouse, once) with a Bearer token, a new guest session without.
      recordedGetCart((request) => ({ signedIn: !!request.headers.get('authorization') })),
    )
    const faked = fakeEnv(pathname)
    faked.cookies.set('auth-token', 'auth.jwt')
    faked.cookies.set('woocommerce-session', 'user-session')
    faked.storage.set('wishlist', '[1]')
    const rt = runtime(faked.env)
    await rt.store.getState().init()
    expect(readViewer(rt)).not.toBeNull()
    return { ...faked, ...rt }
  }

  it('clears cart, cookies, customer and viewer, starts a guest session and goes to /', async () => {
    const rt = await signedIn('/product/x')
    const { store, env, cookies, storage } = rt
    const logout = store.getState().logout()
    expect(store.getState().isPending).toBe(true)
    await logout
    expect(store.getState().isPending).toBe(false)
    expect(readViewer(rt)).toBeNull()
    expect(readCart(rt)?.itemCount).toBe(0)
    expect(readCustomer(rt)?.username).toBe('')
    expect(cookies.get('auth-token')).toBeUndefined()
    // The shopper's session dropped; the new guest session's token, issued as the real stack issues one.
    expect(cookies.get('woocommerce-session')).toBe('issued-session')
    expect(storage.get('wishlist')).toBe('[1]')
    expect(env.navigate).toHaveBeenCalledWith('/')
  })

  it('stays on /my-account, which then shows an empty account', async () => {
    const rt = await signedIn('/my-account')
    await rt.store.getState().logout()
    expect(readViewer(rt)).toBeNull()
    const { env } = rt
    expect(env.navigate).not.toHaveBeenCalled()
  })

  it("drops the cached session: the cache holds only the new guest session's answer", async () => {
    const { store, clients } = await signedIn('/')
    const before = clients.current()
    await store.getState().logout()
    expect(clients.current()).not.toBe(before)
    const { GetCart } = await import('../../../src/shop/session-query')
    const cached = clients.current().readQuery(GetCart, {}, { requestPolicy: 'cache-only' })?.data
    expect(cached?.viewer).toBeNull()
    expect(cached?.cart?.contents?.nodes).toEqual([])
    expect(cached?.loginClients?.length).toBe(1)
  })
})
