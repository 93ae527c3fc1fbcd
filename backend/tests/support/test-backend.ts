import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startBackend, type BackendOptions, type RunningBackend } from '../../src/index'

export interface GqlResult<T = Record<string, unknown>> {
  status: number
  data: T
  errors?: Array<{ message: string }>
  extensions?: { debug?: Array<{ message: string }> }
  headers: Headers
}

/** A storefront-like client: keeps the session token from `woocommerce-session` and an optional Bearer token. */
export class ShopClient {
  session: string | null = null
  authToken: string | null = null

  constructor(readonly backend: RunningBackend) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`
    const res = await fetch(this.backend.graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    })
    const issued = res.headers.get('woocommerce-session')
    if (issued) this.session = issued
    const body = (await res.json()) as Omit<GqlResult<T>, 'status' | 'headers'>
    return { ...body, status: res.status, headers: res.headers }
  }

  /** Runs a query that must succeed and returns its data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async ok<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await this.gql<T>(query, variables)
    if (result.errors?.length)
      throw new Error(`GraphQL errors: ${result.errors.map((e) => e.message).join(' | ')}`)
    return result.data
  }

  async errorOf(query: string, variables?: Record<string, unknown>): Promise<string | undefined> {
    return (await this.gql(query, variables)).errors?.[0]?.message
  }

  async login(username: string, password: string) {
    const data = await this.ok(LOGIN, { username, password })
    this.authToken = data.login.authToken
    return data.login
  }
}

export const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { id databaseId username email } customer { databaseId email sessionToken }
  }
}`

export interface TestBackend {
  backend: RunningBackend
  dataDir: string
  client(): ShopClient
  close(): Promise<void>
}

/** Starts a backend on a random port with a fresh temporary data folder and a small catalogue. */
export async function startTestBackend(
  products = 40,
  dataDir?: string,
  extra: Partial<BackendOptions> = {},
): Promise<TestBackend> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'backend-test-'))
  const backend = await startBackend({ port: 0, dataDir: dir, products, quiet: true, ...extra })
  return {
    backend,
    dataDir: dir,
    client: () => new ShopClient(backend),
    close: async () => {
      await backend.close()
      if (!dataDir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Naira amounts as the backend formats them. */
export const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
export const vat = (kobo: number) => Math.round(kobo * 0.075)
export const koboOf = (raw: string) => Math.round(Number(raw) * 100)

export const CART_FIELDS = `
  isEmpty subtotal total totalTax discountTotal shippingTotal contentsTotal needsShippingAddress chosenShippingMethods
  rawTotal: total(format: RAW)
  appliedCoupons { code description discountAmount discountTax }
  availableShippingMethods { rates { id label cost methodId } }
  contents(first: 100) { itemCount productCount nodes { key quantity subtotal total product { node { databaseId name } }
    variation { node { databaseId name } attributes { name value } } } }`

export const ADD_TO_CART = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key quantity } cart { ${CART_FIELDS} } } }`

/** A simple, shippable product with stock managed and at least `minStock` in stock. */
export async function findSimpleProduct(client: ShopClient, minStock = 3, category?: string) {
  const data = await client.ok(
    `query($cat: [String]) { products(first: 200, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK], categoryIn: $cat }) {
      nodes { databaseId name slug ... on SimpleProduct { stockQuantity virtual rawPrice: price(format: RAW) price } } } }`,
    { cat: category ? [category] : null },
  )
  const product = data.products.nodes.find(
    (p: { stockQuantity: number | null; virtual: boolean }) =>
      !p.virtual && (p.stockQuantity ?? 0) >= minStock,
  )
  if (!product) throw new Error('The test catalogue has no suitable simple product')
  return product as {
    databaseId: number
    name: string
    slug: string
    stockQuantity: number
    rawPrice: string
    price: string
  }
}

export const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result redirect
  order { databaseId orderKey orderNumber status needsPayment paymentMethod paymentMethodTitle customerNote total subtotal
    totalTax shippingTotal customer { email } lineItems { nodes { quantity total product { node { databaseId } } } } } } }`

export const BILLING = {
  firstName: 'Bola',
  lastName: 'Ade',
  address1: '3 Marina',
  city: 'Lagos',
  state: 'LA',
  country: 'NG',
  email: 'bola@example.com',
  phone: '08030000000',
}

export function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    paymentMethod: 'cod',
    billing: BILLING,
    shipToDifferentAddress: false,
    customerNote: 'Call before delivery',
    // No account: any non-null `account`, even empty, makes WooGraphQL create one (Checkout-guest-cod-ok).
    account: null,
    transactionId: '',
    isPaid: false,
    createdVia: 'WooNuxt',
    ...overrides,
  }
}
