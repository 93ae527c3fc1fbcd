import { graphql, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORK_ERROR } from '../../../src/graphql/errors'
import {
  cartItem,
  fakeEnv,
  getCartData,
  mockBackend,
  readCart,
  readCustomer,
  readViewer,
  runtime,
  viewer,
  networkFailure,
} from './helpers'

const server = mockBackend()

function loginAnswer(fields: { authToken?: string | null; user?: unknown }) {
  return graphql.mutation('login', () =>
    HttpResponse.json({
      data: {
        login: {
          __typename: 'LoginPayload',
          authToken: 'authToken' in fields ? fields.authToken : 'auth.jwt',
          authTokenExpiration: '2000000000',
          refreshToken: 'refresh.jwt',
          refreshTokenExpiration: '2100000000',
          sessionToken: 'user-session',
          user: 'user' in fields ? fields.user : viewer,
          customer: null,
        },
      },
    }),
  )
}

/** getCart answers as a guest until a Bearer token is sent. */
const getCartByAuth = graphql.query('getCart', ({ request }) =>
  HttpResponse.json({
    data: getCartData({ signedIn: !!request.headers.get('authorization'), items: [cartItem('a', 2)] }),
  }),
)

describe('login', () => {
  it('succeeds with a user and an auth token: token stored, cart refreshed, redirect to /my-account', async () => {
    server.use(loginAnswer({}), getCartByAuth)
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
    server.use(loginAnswer({}), getCartByAuth)
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
  ])('fails with %s, storing nothing', async (_name, fields) => {
    server.use(loginAnswer(fields), getCartByAuth)
    const { env, cookies } = fakeEnv('/my-account')
    const result = await runtime(env).store.getState().login({ username: 'demo', password: 'x' })
    expect(result.success).toBe(false)
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(env.navigate).not.toHaveBeenCalled()
  })

  /** A refused password login as Headless Login answers it: WordPress's reason in the top-level extensions.debug. */
  const refusedLogin = (debug: { type: string; message: string }[]) =>
    graphql.mutation('login', () =>
      HttpResponse.json({
        data: { login: null },
        errors: [
          {
            message: 'The user could not be logged in.',
            locations: [{ line: 2, column: 3 }],
            path: ['login'],
          },
        ],
        extensions: { debug },
      }),
    )

  it('says the email, username or password is not right, translatable, when the backend does not say why (GRAPHQL_DEBUG off)', async () => {
    server.use(
      refusedLogin([
        {
          type: 'DEBUG_LOGS_INACTIVE',
          message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.',
        },
      ]),
    )
    const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
    expect(result).toEqual({
      success: false,
      error: 'The email address, username or password is not right.',
      errorKey: 'auth.credentialsNotRight',
    })
  })

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
      server.use(refusedLogin([{ type: 'GRAPHQL_DEBUG', message: debug }]))
      const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
      expect(result).toEqual({ success: false, error, errorKey })
    },
  )

  it('reports an unreachable shop clearly', async () => {
    server.use(graphql.mutation('login', networkFailure))
    const result = await runtime(fakeEnv().env).store.getState().login({ username: 'x', password: 'y' })
    expect(result).toMatchObject({ success: false, error: NETWORK_ERROR, errorKey: 'shopErrors.network' })
  })
})

describe('provider login', () => {
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
    server.use(providerAnswer, getCartByAuth)
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
    server.use(
      providerAnswer,
      graphql.query('getCart', () => HttpResponse.json({ data: getCartData({ signedIn: false }) })),
    )
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
  const logoutAnswer = graphql.mutation('Logout', () =>
    HttpResponse.json({ data: { logout: { __typename: 'LogoutPayload', success: true } } }),
  )

  async function signedIn(pathname: string) {
    server.use(
      logoutAnswer,
      // As the backend answers: the shopper's cart with a Bearer token, an empty guest session without.
      graphql.query('getCart', ({ request }) => {
        const signedIn = !!request.headers.get('authorization')
        return HttpResponse.json({
          data: getCartData({ signedIn, items: signedIn ? [cartItem('a', 1)] : [] }),
        })
      }),
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
    expect(cookies.get('woocommerce-session')).toBeUndefined()
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
