// The one fixture for a backend under test: an in-process backend on a random port, over a fresh temporary data
// folder with a small catalogue, and a storefront-like GraphQL client for it. Every test of backend/tests starts its
// backend here (the manager and payment fixtures beside it build on it), and so do the root's tests that run the
// storefront's code against the embedded backend.
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

  constructor(readonly backend: Pick<RunningBackend, 'graphqlUrl'>) {}

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

/**
 * What a test backend starts with: any of startBackend's options (port 0, `quiet` and `products: 40` unless given).
 * Without `dataDir` it runs over a fresh temporary folder, removed by close(); a given `dataDir` is kept.
 */
export type TestBackendOptions = Partial<BackendOptions>

export interface TestBackend {
  backend: RunningBackend
  dataDir: string
  /** A new client with its own session. */
  client(): ShopClient
  /** Stops the backend and starts it again over the same data folder, with the same options and `extra` over them. */
  restart(extra?: TestBackendOptions): Promise<void>
  /** Stops the backend and removes the temporary data folder. */
  close(): Promise<void>
}

export const TEST_PRODUCTS = 40

/** Starts a backend on a random port with a fresh temporary data folder and a small catalogue. */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'backend-test-'))
  const start = (extra: TestBackendOptions) =>
    startBackend({ port: 0, products: TEST_PRODUCTS, quiet: true, ...options, ...extra, dataDir })
  const shop: TestBackend = {
    backend: await start({}),
    dataDir,
    client: () => new ShopClient(shop.backend),
    async restart(extra = {}) {
      await shop.backend.close()
      shop.backend = await start(extra)
    },
    async close() {
      await shop.backend.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return shop
}
