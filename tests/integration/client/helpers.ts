import { graphql, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest'
import type { ShopEnv } from '../../../src/lib/browser-env'
import { CustomerView, toCustomer } from '../../../src/features/account'
import { ViewerView } from '../../../src/features/auth'
import { CartView, toCart } from '../../../src/features/cart'
import { createShopRuntime, type RuntimeOptions, type ShopRuntime } from '../../../src/shop/create-runtime'
import { typedData } from '../../support/recorded-answer'
import { recordedCase } from '../../support/recorded-cases'

export const GQL_URL = 'http://shop.test/graphql'

/** msw for the suite, with graphcache warnings (and unhandled requests) failing the tests. */
export function mockBackend() {
  const server = setupServer()
  let warn: MockInstance
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn')
  })
  afterEach(() => {
    server.resetHandlers()
    expect(warn, 'graphcache (or anything else) warned').not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  return server
}

/** Fails each test in the suite in which anything (graphcache: a type without a key, data not selected) warned. */
export function failOnWarnings() {
  let warn: MockInstance
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn')
  })
  afterEach(() => {
    expect(warn, 'graphcache (or anything else) warned').not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
}

/** Browser APIs as plain maps and spies. */
export function fakeEnv(pathname = '/', search = '') {
  const cookies = new Map<string, string>()
  const storage = new Map<string, string>()
  const env = {
    cookies: {
      get: (name: string) => cookies.get(name) ?? null,
      set: (name: string, value: string) => void cookies.set(name, value),
      remove: (name: string) => void cookies.delete(name),
      clearAll: vi.fn(() => cookies.clear()),
    },
    storage: {
      get: (key: string) => storage.get(key) ?? null,
      set: (key: string, value: string) => void storage.set(key, value),
      remove: (key: string) => void storage.delete(key),
      clear: vi.fn(() => storage.clear()),
    },
    location: { pathname: () => pathname, search: () => search, reload: vi.fn() },
    navigate: vi.fn(),
  } satisfies ShopEnv
  return { env, cookies, storage }
}

export function runtime(env: ShopEnv, overrides: Partial<RuntimeOptions> = {}) {
  const setCartOpen = vi.fn()
  const rt = createShopRuntime({
    url: GQL_URL,
    env,
    authTokenStorage: 'cookie',
    useGetForQueries: false,
    settings: { autoOpenCart: true },
    setCartOpen,
    ...overrides,
  })
  return { ...rt, setCartOpen }
}

/** The cart as the GraphQL cache holds it now (the only place the shop keeps it). */
export function readCart(rt: Pick<ShopRuntime, 'clients'>) {
  const data = rt.clients.current().readQuery(CartView, {}, { requestPolicy: 'cache-only' })?.data
  return data?.cart ? toCart(data.cart) : null
}

export function readViewer(rt: Pick<ShopRuntime, 'clients'>) {
  return rt.clients.current().readQuery(ViewerView, {}, { requestPolicy: 'cache-only' })?.data?.viewer ?? null
}

export function readCustomer(rt: Pick<ShopRuntime, 'clients'>) {
  const data = rt.clients.current().readQuery(CustomerView, {}, { requestPolicy: 'cache-only' })?.data
  return data?.customer ? toCustomer(data.customer) : null
}

/** Every value the cart takes in the cache from now on (answers, optimistic changes, rollbacks). */
export function followCart(rt: Pick<ShopRuntime, 'clients'>) {
  const counts: number[] = []
  const { unsubscribe } = rt.clients
    .current()
    .query(CartView, {}, { requestPolicy: 'cache-only' })
    .subscribe((r) => r.data?.cart && counts.push(r.data.cart.contents?.itemCount ?? -1))
  return { counts, unsubscribe }
}

/*
 * Hand-made cart, customer and viewer data, kept for the tests still built on it (login-real-stack,
 * account-recorded-cases). A handler standing in for the backend answers with recorded data instead:
 * recordedGetCartData, recordedCart and replayed below.
 */
export function cartItem(key: string, quantity: number, virtual = false) {
  return {
    __typename: 'SimpleCartItem',
    key,
    quantity,
    total: '₦100.00',
    subtotal: '₦100.00',
    rawSubtotal: '100',
    product: {
      __typename: 'CartItemToProductConnectionEdge',
      node: {
        __typename: 'SimpleProduct',
        id: `product-${key}`,
        databaseId: key.length,
        name: `Product ${key}`,
        slug: `product-${key}`,
        type: 'SIMPLE',
        virtual,
        image: null,
      },
    },
    variation: null,
  }
}

export function cart(items: ReturnType<typeof cartItem>[] = []) {
  const itemCount = items.reduce((n, i) => n + i.quantity, 0)
  return {
    __typename: 'Cart',
    total: '₦0.00',
    rawTotal: '0',
    subtotal: '₦0.00',
    totalTax: '₦0.00',
    discountTotal: '₦0.00',
    shippingTotal: '₦0.00',
    chosenShippingMethods: [],
    isEmpty: items.length === 0,
    needsShippingAddress: items.some((item) => !item.product.node.virtual),
    availableShippingMethods: [],
    appliedCoupons: [],
    contents: {
      __typename: 'CartToCartItemConnection',
      itemCount,
      productCount: items.length,
      nodes: items,
    },
  }
}

export const viewer = {
  __typename: 'User',
  id: 'dXNlcjox',
  databaseId: 1,
  firstName: 'Demo',
  lastName: 'Shopper',
  email: 'demo@example.com',
  username: 'demo',
  nicename: 'demo',
  wooSessionToken: 'session-user',
  avatar: { __typename: 'Avatar', url: null },
}

export function getCartData(options: { items?: ReturnType<typeof cartItem>[]; signedIn?: boolean } = {}) {
  return {
    cart: cart(options.items),
    customer: {
      __typename: 'Customer',
      id: 'customer-1',
      databaseId: options.signedIn ? 1 : null,
      firstName: null,
      lastName: null,
      email: null,
      username: options.signedIn ? 'demo' : null,
      displayName: options.signedIn ? 'demo' : null,
      sessionToken: 'session-token',
      isPayingCustomer: false,
      billing: null,
      shipping: null,
    },
    viewer: options.signedIn ? viewer : null,
    paymentGateways: {
      __typename: 'RootQueryToPaymentGatewayConnection',
      nodes: [{ __typename: 'PaymentGateway', id: 'cod', title: 'Cash on delivery', description: '' }],
    },
    loginClients: [
      {
        __typename: 'LoginClient',
        name: 'Demo ID',
        provider: 'OAUTH2_GENERIC',
        isEnabled: true,
        authorizationUrl: 'http://shop.test/oauth/authorize',
      },
    ],
  }
}

/**
 * A made-up GraphQL error answer, for failures no recorded case covers (typed loosely: msw's resolver types want
 * the operation's data shape).
 */
export function errorResponse(message: string, status = 200): never {
  return HttpResponse.json({ data: null, errors: [{ message }] }, { status }) as never
}

/** A network failure (no answer at all): no recorded case covers it. */
export const networkFailure = (): never => HttpResponse.error() as never

/*
 * Recorded answers of a real WooCommerce (tests/conformance/recordings/cases), for the handlers that stand in for
 * the backend.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded JSON, edited by the tests that vary it
type Recorded = any

/** A copy of a recorded case's data, for a test to change a field of (each change says which and why). */
export function recordedData(caseName: string): Recorded {
  return structuredClone(recordedCase(caseName).body.data)
}

/** Recorded data as an answer to the request's own document (urql's `__typename` added, nothing made up). */
export function typedAnswer(
  caseName: string,
  request: { query: string; variables: Record<string, unknown> },
  data: Recorded = recordedData(caseName),
  init?: ResponseInit,
): never {
  return HttpResponse.json(
    { data: typedData(caseName, request.query, request.variables, data) },
    init,
  ) as never
}

/**
 * A handler answering a recorded case's operation with its data shaped by today's document; `change` edits a
 * copy of the data first (a variation the test needs).
 */
export function replayed(caseName: string, change?: (data: Recorded) => void, init?: ResponseInit) {
  const { operationName, query } = recordedCase(caseName)
  const handler = /^\s*mutation\b/.test(query) ? graphql.mutation : graphql.query
  return handler(operationName, ({ query, variables }) => {
    const data = recordedData(caseName)
    change?.(data)
    return typedAnswer(caseName, { query, variables }, data, init)
  })
}

/** The cart in a recorded case's data: a query's `cart`, or the cart of a mutation's payload. */
const cartOf = (data: Recorded): Recorded => data.cart ?? (Object.values(data)[0] as Recorded).cart

/**
 * The case whose cart holds the recorded guest cart: the conformance shopper's `fillCart`
 * (tests/conformance/shopper.ts), which the cart cases after it were recorded on too (UpDateCartQuantity-ok,
 * applyCoupon-ok, ChangeShippingMethod-ok, …): a simple product twice, another simple product once, a variation once.
 */
export const CART_CASE = 'cartView-ok'

/** The key of the line of `product` (its name) in CART_CASE's cart: the shop makes the keys, a test reads them. */
function recordedLineKey(product: string): string {
  const line = cartOf(recordedData(CART_CASE)).contents.nodes.find(
    (node: Recorded) => node.product.node.name === product,
  )
  if (!line) throw new Error(`${CART_CASE} has no cart line of ${product}`)
  return line.key
}

/** The lines of the recorded guest cart, by their keys. */
export const MOUSE = recordedLineKey('Wireless Precision Mouse') // simple, two in the cart
export const TOWER = recordedLineKey('Titan Custom Studio Tower') // simple, one
export const MINI_PC = recordedLineKey('Forge Titan Mini PC') // variable: its variation Silver, 64GB, one

export interface LineWanted {
  key: string
  quantity: number
  virtual?: boolean
}

/**
 * A recorded cart holding the lines a test needs: the lines of `caseName`'s cart picked by key, with `quantity`
 * (and `virtual`) changed where the test sets them, and the counts the cart derives from its lines (itemCount,
 * productCount, isEmpty, needsShippingAddress) changed to match. Amounts stay as recorded: no test here reads
 * them. No lines: the recorded empty cart of getCart-no-session.
 */
export function recordedCart(lines: LineWanted[] = [], caseName = CART_CASE): Recorded {
  if (!lines.length) return recordedData('getCart-no-session').cart
  const cart = cartOf(recordedData(caseName))
  const recorded: Recorded[] = cart.contents.nodes
  const nodes = lines.map(({ key, quantity, virtual }) => {
    const line = recorded.find((node) => node.key === key)
    if (!line) throw new Error(`${caseName} has no cart line ${key}`)
    line.quantity = quantity
    if (virtual !== undefined) line.product.node.virtual = virtual
    return line
  })
  cart.contents = {
    ...cart.contents,
    nodes,
    itemCount: lines.reduce((n, line) => n + line.quantity, 0),
    productCount: lines.length,
  }
  cart.isEmpty = false
  cart.needsShippingAddress = nodes.some((node) => !node.product.node.virtual)
  return cart
}

/** The case getCart's answer comes from: a new guest session, or the signed-in demo. */
export const getCartCase = (signedIn?: boolean) =>
  signedIn ? 'getCart-authed-session' : 'getCart-no-session'

/**
 * getCart's recorded data: a new guest session (getCart-no-session: an empty cart) or the signed-in `demo` (Ada Obi,
 * user 3; getCart-authed-session: the mouse in the cart, once); the cart replaced by `recordedCart(lines)` where a
 * test needs lines.
 */
export function recordedGetCartData(options: { lines?: LineWanted[]; signedIn?: boolean } = {}): Recorded {
  const data = recordedData(getCartCase(options.signedIn))
  if (options.lines?.length) data.cart = recordedCart(options.lines)
  return data
}

/**
 * A getCart handler answering with recorded data (`recordedGetCartData(options())`) and, as the real stack does on
 * every answer, a `woocommerce-session` header (redacted in the recordings): the session the request carried,
 * else a new one, `sessionToken`.
 */
export function recordedGetCart(
  options: (request: Request) => { lines?: LineWanted[]; signedIn?: boolean } = () => ({}),
  sessionToken = 'issued-session',
) {
  return graphql.query('getCart', ({ query, variables, request }) => {
    const wanted = options(request)
    const carried = request.headers.get('woocommerce-session')?.replace(/^Session /, '')
    return typedAnswer(getCartCase(wanted.signedIn), { query, variables }, recordedGetCartData(wanted), {
      headers: { 'woocommerce-session': carried ?? sessionToken },
    })
  })
}

/** A cart mutation's recorded answer with its cart holding `lines` (see recordedCart). */
export function recordedCartMutation(caseName: string, lines: LineWanted[]) {
  return replayed(caseName, (data) => {
    ;(Object.values(data)[0] as Recorded).cart = recordedCart(lines, caseName)
  })
}
