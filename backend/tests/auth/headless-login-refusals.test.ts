import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, CHECKOUT, checkoutInput, findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError, expectRecordedStatus, recordedCase } from '../support/recorded-cases'

const VIEWER = `{ viewer { databaseId } cart { isEmpty } }`
const REFRESH = `mutation($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken authTokenExpiration success } }`

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }
}

describe('refused tokens answer HTTP 403, as Headless Login does', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 8 })
  })
  afterAll(() => shop.close())

  it('a garbage Bearer token: 403, the request answered as a guest, the reason in debug (viewerView-garbage-bearer)', async () => {
    const result = await post(shop.backend.graphqlUrl, VIEWER, { authorization: 'Bearer garbage.token.here' })
    expect(result.status).toBe(403)
    expect(result.body.errors).toBeUndefined()
    expect(result.body.data).toEqual({ viewer: null, cart: { isEmpty: true } })
    expect(result.body.extensions.debug).toEqual([
      { type: 'GRAPHQL_DEBUG', message: 'invalid-secret-key | Malformed UTF-8 characters' },
    ])
    expectRecordedStatus('viewerView-garbage-bearer', 403)
    expectRecordedStatus('getCart-garbage-bearer', 403)
  })

  it('no Bearer token at all is a plain 200 (viewerView-guest)', async () => {
    expect((await post(shop.backend.graphqlUrl, VIEWER)).status).toBe(200)
    expectRecordedStatus('viewerView-guest', 200)
  })

  it('a garbage refresh token: 403 with success false and no error (refreshToken-garbage)', async () => {
    const result = await shop.client().gql(REFRESH, { t: 'garbage-token' })
    expect(result.status).toBe(403)
    expect(result.errors).toBeUndefined()
    expect(result.data.refreshToken).toEqual({ authToken: null, authTokenExpiration: null, success: false })
    expect(result.extensions?.debug?.[0]?.message).toContain('Wrong number of segments')
    expectRecordedStatus('refreshToken-garbage', 403)
  })
})

describe('the woocommerce-session header', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  it('a bare token (no "Session " prefix) fails the cart and starts a new session (getCart-session-bare-token)', async () => {
    const client = shop.client()
    await client.ok(`{ customer { id } }`)
    const token = client.session!
    const result = await post(shop.backend.graphqlUrl, `{ cart { isEmpty } customer { id } }`, {
      'woocommerce-session': token,
    })
    const expected = { message: 'invalid_cart_token: Invalid Cart-Token', path: ['cart'] }
    expect(result.body.errors).toMatchObject([expected])
    expect(result.body.data).toEqual({ cart: null, customer: { id: 'guest' } })
    expect(result.headers.get('woocommerce-session')).toBeTruthy()
    expect(result.headers.get('woocommerce-session')).not.toBe(token)
    expectRecordedError('getCart-session-bare-token', expected)
  })

  it('is sent to a guest only when its session starts or its cart changes, to a customer until it sends the token re-issued to it (login-ok, viewerView-authed, paymentGatewaysView-with-session, Checkout-guest-account-null)', async () => {
    const guest = shop.client()
    const first = await guest.gql(`{ customer { id } }`)
    expect(first.headers.get('woocommerce-session')).toBeTruthy()
    const product = await findSimpleProduct(guest, 1)
    expect(
      (await guest.gql(`{ paymentGateways { nodes { id } } }`)).headers.get('woocommerce-session'),
    ).toBeNull()
    const added = await guest.gql(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    expect(added.headers.get('woocommerce-session')).toBeTruthy()
    const placed = await guest.gql(CHECKOUT, { input: checkoutInput() })
    expect(placed.errors).toBeUndefined()
    expect(placed.headers.get('woocommerce-session')).toBeNull()

    // As WooGraphQL 1.0.2 (checked on the real stack): the tokens of the login answer name the customer by a number;
    // sent back, they are re-issued naming it by a string, and with that one no header comes back.
    const customer = shop.client()
    const login = await customer.login('demo', 'demo-password')
    expect(decodeJwt(login.sessionToken).data).toEqual({ customer_id: expect.any(Number) })
    const loginToken = customer.session
    const reissued = await customer.gql(`{ customer { id } }`)
    expect(decodeJwt(reissued.headers.get('woocommerce-session')!).data).toEqual({
      customer_id: expect.any(String),
    })
    expect((await customer.gql(`{ customer { id } }`)).headers.get('woocommerce-session')).toBeNull()
    customer.session = loginToken
    expect((await customer.gql(`{ customer { id } }`)).headers.get('woocommerce-session')).toBeTruthy()
    expect(recordedCase('viewerView-authed').responseHeaders['woocommerce-session']).toBeUndefined()
  })

  it('a garbage token after "Session " fails the cart with the JWT reason (getCart-session-garbage)', async () => {
    const result = await post(shop.backend.graphqlUrl, `{ cart { isEmpty } }`, {
      'woocommerce-session': 'Session garbage',
    })
    const expected = { message: 'invalid_token: Wrong number of segments', path: ['cart'] }
    expect(result.body.errors).toMatchObject([expected])
    expectRecordedError('getCart-session-garbage', expected)
  })
})

describe('the access control on origins (ALLOWED_ORIGINS)', () => {
  const shops: TestBackend[] = []
  async function start(allowedOrigins?: string[]) {
    const shop = await startTestBackend({
      products: 4,
      storefrontUrl: 'http://localhost:3700',
      allowedOrigins,
    })
    shops.push(shop)
    return shop.backend
  }
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.close()))
  })

  it('on: no Origin and no Referer gets 403 "Unauthorized request origin." (getCart-no-origin)', async () => {
    const backend = await start(['https://build.example'])
    const result = await post(backend.graphqlUrl, `{ cart { isEmpty } }`)
    expect(result.status).toBe(403)
    expect(result.body).toEqual({ errors: [{ message: 'Unauthorized request origin.' }] })
    expectRecordedStatus('getCart-no-origin', 403)
    expectRecordedError('getCart-no-origin', { message: 'Unauthorized request origin.' })
  })

  it('on: an unlisted Origin gets 403, even with a listed Referer (getCart-bad-origin)', async () => {
    const backend = await start(['https://build.example'])
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'http://evil.example' },
      { origin: 'http://evil.example', referer: 'https://build.example/page' },
      { origin: 'null', referer: 'https://build.example/page' },
    ]) {
      const result = await post(backend.graphqlUrl, `{ cart { isEmpty } }`, headers)
      expect(result.status, JSON.stringify(headers)).toBe(403)
      expect(result.body).toEqual({ errors: [{ message: 'Unauthorized request origin.' }] })
    }
    expectRecordedStatus('getCart-bad-origin', 403)
  })

  it('on: a listed origin, the storefront and the site itself pass, by Origin or by Referer', async () => {
    const backend = await start(['https://build.example/anything'])
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://build.example' },
      { referer: 'https://build.example/products/page/2' },
      { origin: 'http://localhost:3700' },
      { origin: backend.origin },
    ]) {
      const result = await post(backend.graphqlUrl, `{ cart { isEmpty } }`, headers)
      expect(result.status, JSON.stringify(headers)).toBe(200)
      expect(result.body.data).toEqual({ cart: { isEmpty: true } })
    }
    const cors = await post(backend.graphqlUrl, `{ cart { isEmpty } }`, { origin: 'https://build.example' })
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://build.example')
  })

  it('off (the default): any origin, or none, is answered', async () => {
    const backend = await start()
    expect((await post(backend.graphqlUrl, `{ cart { isEmpty } }`)).status).toBe(200)
    expect(
      (await post(backend.graphqlUrl, `{ cart { isEmpty } }`, { origin: 'http://evil.example' })).status,
    ).toBe(200)
  })
})
