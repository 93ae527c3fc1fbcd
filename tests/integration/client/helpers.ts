import { graphql, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest'
import type { ShopEnv } from '../../../src/lib/browser-env'
import { CustomerView, toCustomer } from '../../../src/features/account'
import { ViewerView } from '../../../src/features/auth'
import { CartView, toCart } from '../../../src/features/cart'
import { createShopRuntime, type RuntimeOptions, type ShopRuntime } from '../../../src/shop/create-runtime'

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

/** A getCart handler answering with `data` (and a session header). */
export function getCartHandler(data: () => unknown, sessionToken = 'issued-session') {
  return graphql.query('getCart', () =>
    HttpResponse.json(
      { data: data() as Record<string, unknown> },
      { headers: { 'woocommerce-session': sessionToken } },
    ),
  )
}

/** A GraphQL error answer (typed loosely: msw's resolver types want the operation's data shape). */
export function errorResponse(message: string, status = 200): never {
  return HttpResponse.json({ data: null, errors: [{ message }] }, { status }) as never
}

/** A network failure (no answer at all). */
export const networkFailure = (): never => HttpResponse.error() as never
