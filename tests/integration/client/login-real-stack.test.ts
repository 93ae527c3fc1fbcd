import { graphql, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { RegisterCustomer } from '../../../src/features/auth/auth-documents'
import { LOGIN_EXPIRED } from '../../../src/graphql/errors'
import { failureOf } from '../../../src/lib/action-result'
import { answerAsRecorded } from '../../support/recorded-handler'
import { recordedCase } from '../../support/recorded-cases'
import { selectsPath } from '../../support/selects-path'
import {
  cartItem,
  fakeEnv,
  getCartData,
  GQL_URL,
  mockBackend,
  readCart,
  readViewer,
  runtime,
  viewer,
} from './helpers'

/** Sign-in as a real WordPress + Headless Login answers it (recorded cases), with GRAPHQL_DEBUG on and off. */
const server = mockBackend()

const login = (username = 'demo@example.com', password = 'not-the-password') =>
  runtime(fakeEnv('/my-account').env).store.getState().login({ username, password })

/**
 * A recorded refused login without the error's `extensions.code`: it stands for a shop whose companion plugin does
 * not pass WordPress's error code on (its setting off, or no plugin), so only extensions.debug can say why.
 */
const withoutCode = (caseName: string) =>
  graphql.mutation('login', () => {
    const body = structuredClone(recordedCase(caseName).body)
    for (const error of body.errors ?? []) delete error.extensions?.code
    return HttpResponse.json(body as never)
  })

const NO_ACCOUNT = {
  success: false,
  error: 'No account found with that username. Sign up for a new account.',
  errorKey: 'errors.noAccount',
}
const INCORRECT_PASSWORD = {
  success: false,
  error: 'Incorrect password. Please try again.',
  errorKey: 'errors.incorrectPassword',
}

describe('a refused login (recorded answers)', () => {
  // The companion plugin passes WordPress's error code on as extensions.code, GRAPHQL_DEBUG on or off.
  it.each([
    ['login-unknown-user-nodebug', NO_ACCOUNT],
    ['login-wrong-password-nodebug', INCORRECT_PASSWORD],
    ['login-unknown-user', NO_ACCOUNT],
    ['login-wrong-password', INCORRECT_PASSWORD],
  ])('%s: the precise reason from extensions.code', async (caseName, expected) => {
    server.use(answerAsRecorded(caseName))
    expect(await login()).toEqual(expected)
  })

  it.each([
    ['login-unknown-user', NO_ACCOUNT],
    ['login-wrong-password', INCORRECT_PASSWORD],
  ])('%s without extensions.code: the precise reason from extensions.debug', async (caseName, expected) => {
    server.use(withoutCode(caseName))
    expect(await login()).toEqual(expected)
  })

  it.each(['login-unknown-user-nodebug', 'login-wrong-password-nodebug'])(
    '%s without extensions.code: no reason given, so the shopper reads that the email, username or password is not right',
    async (caseName) => {
      server.use(withoutCode(caseName))
      expect(await login()).toEqual({
        success: false,
        error: 'The email address, username or password is not right.',
        errorKey: 'auth.credentialsNotRight',
      })
    },
  )

  it('login-empty-password: asks for both fields', async () => {
    server.use(answerAsRecorded('login-empty-password'))
    expect(await login('demo@example.com', '')).toMatchObject({
      success: false,
      errorKey: 'auth.fieldsRequired',
    })
  })
})

describe('registration (registerCustomer-ok answered HTTP 400)', () => {
  it('the document selects nothing the real stack failed on (viewer.id of a customer who is not the user)', () => {
    // Recorded with a document selecting `viewer` (registerCustomer-probe-viewer); registerCustomer-ok, sent with
    // the storefront's document, has no error.
    const { errors } = recordedCase('registerCustomer-probe-viewer').body
    expect(errors?.length).toBeGreaterThan(0)
    for (const error of errors ?? []) expect(selectsPath(RegisterCustomer, error.path ?? [])).toBe(false)
  })

  it('without tokens in the answer, logs in with what was just registered', async () => {
    const { data } = recordedCase('registerCustomer-ok').body as {
      data: { registerCustomer: { customer: { id: string } } }
    }
    server.use(
      graphql.mutation('registerCustomer', () =>
        HttpResponse.json({
          data: {
            registerCustomer: {
              __typename: 'RegisterCustomerPayload',
              authToken: null,
              refreshToken: null,
              customer: { ...getCartData().customer, id: data.registerCustomer.customer.id },
            },
          },
        } as never),
      ),
      graphql.mutation('login', () =>
        HttpResponse.json({
          data: {
            login: {
              __typename: 'LoginPayload',
              authToken: 'auth.jwt',
              authTokenExpiration: null,
              refreshToken: 'refresh.jwt',
              refreshTokenExpiration: null,
              sessionToken: 'user-session',
              user: viewer,
              customer: null,
            },
          },
        } as never),
      ),
      graphql.query('getCart', ({ request }) =>
        HttpResponse.json({
          data: getCartData({ signedIn: !!request.headers.get('authorization') }),
        } as never),
      ),
    )
    const { env, cookies } = fakeEnv('/my-account')
    const result = await runtime(env)
      .store.getState()
      .register({ username: 'newbie', email: 'newbie@example.com', password: 'Str0ng-Passw0rd!' })
    expect(result).toEqual({ success: true })
    expect(cookies.get('auth-token')).toBe('auth.jwt')
  })
})

describe('a bad or expired auth token: HTTP 403, often without errors[]', () => {
  it.each(['viewerView-expired-bearer', 'getCart-garbage-bearer'])(
    'recorded as %s: status 403, data as a guest, no errors',
    (caseName) => {
      const recorded = recordedCase(caseName)
      expect(recorded.status).toBe(403)
      expect(recorded.body.errors).toBeUndefined()
      expect((recorded.body.data as { viewer: unknown }).viewer).toBeNull()
    },
  )

  function signedInShopper() {
    const { env, cookies } = fakeEnv('/my-account')
    cookies.set('woocommerce-session', 'cart-session')
    cookies.set('auth-token', 'expired-or-garbage')
    return { env, cookies }
  }

  /** getCart as the real stack answers it: 403 (`body`) to a Bearer token it refuses, the guest's cart without one. */
  const getCartRefusingBearer = (body: unknown) =>
    graphql.query('getCart', ({ request }) =>
      request.headers.get('authorization')
        ? (HttpResponse.json(body as never, { status: 403 }) as never)
        : HttpResponse.json({ data: getCartData({ items: [cartItem('a', 1)] }) } as never, {
            headers: { 'woocommerce-session': request.headers.get('woocommerce-session')!.slice(8) },
          }),
    )

  it.each([
    ['with data (getCart-garbage-bearer)', { data: getCartData({ items: [cartItem('a', 1)] }) }],
    ['with neither data nor errors', {}],
  ])('answered %s: logs out cleanly, keeps the cart session, no reload', async (_name, body) => {
    server.use(getCartRefusingBearer(body))
    const { env, cookies } = signedInShopper()
    const rt = runtime(env)
    await rt.store.getState().init()
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(cookies.get('woocommerce-session')).toBe('cart-session')
    expect(env.location.reload).not.toHaveBeenCalled()
    expect(env.cookies.clearAll).not.toHaveBeenCalled()
    expect(readViewer(rt)).toBeNull()
    expect(readCart(rt)?.itemCount).toBe(1)
  })

  it('a refused mutation is not sent again; the login is dropped and the cart read again as a guest', async () => {
    let removals = 0
    server.use(
      getCartRefusingBearer({}),
      graphql.mutation('UpDateCartQuantity', () => {
        removals++
        return HttpResponse.json({} as never, { status: 403 }) as never
      }),
    )
    const { env, cookies } = signedInShopper()
    const rt = runtime(env)
    const refreshed = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (!request.headers.get('authorization')) resolve()
      }),
    )
    const error = await rt.request('UpDateCartQuantity', { key: 'a', quantity: 0 }).catch((e: unknown) => e)
    expect(failureOf(error)).toEqual({
      success: false,
      error: LOGIN_EXPIRED,
      errorKey: 'shopErrors.loginExpired',
    })
    await refreshed
    server.events.removeAllListeners()
    expect(removals).toBe(1)
    expect(cookies.get('auth-token')).toBeUndefined()
    expect(cookies.get('woocommerce-session')).toBe('cart-session')
  })

  it("keeps the login when the 403 refuses the request's Origin, not the token", async () => {
    server.use(
      http.post(GQL_URL, () =>
        HttpResponse.json({ errors: [{ message: 'Unauthorized request origin.' }] }, { status: 403 }),
      ),
    )
    const { env, cookies } = signedInShopper()
    await runtime(env)
      .request('getOrders')
      .catch(() => null)
    expect(cookies.get('auth-token')).toBe('expired-or-garbage')
  })
})
