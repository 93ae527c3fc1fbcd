import { Client, fetchExchange, stringifyDocument } from '@urql/core'
import { cacheExchange } from '@urql/exchange-graphcache'
import { RefreshAuthToken } from '../features/auth'
import { headerValue, needsRefresh } from '../lib/auth-token'
import type { TokenStore } from '../shop-kit'
import { cacheConfig } from './cache-config'

export const ACCEPT = 'application/graphql-response+json, application/json'
/** WooGraphQL's session header: the response carries the bare token, requests send `Session <token>`. */
export const SESSION_HEADER = 'woocommerce-session'

export interface ShopClientOptions {
  url: string
  tokens: TokenStore
  /** Send queries with GET (mutations always POST). */
  useGetForQueries?: boolean
  fetch?: typeof fetch
  now?: () => number
  /** The backend refused the stored login (HTTP 403 to a request with a Bearer token); it has been dropped. */
  onLoginRefused?: () => void
}

/** Headless Login's refusal of a request's Origin: a setting of the shop, not the shopper's login. */
const ORIGIN_REFUSED = 'Unauthorized request origin'

/** Whether a GraphQL request is a query (safe to send again), not a mutation. */
function isQueryRequest(init: RequestInit | undefined): boolean {
  if ((init?.method ?? 'GET').toUpperCase() === 'GET') return true
  try {
    const { query } = JSON.parse(String(init?.body)) as { query?: unknown }
    return typeof query === 'string' && !/(^|\n)\s*mutation\b/.test(query)
  } catch {
    return false
  }
}

/**
 * A fetch that adds the session and auth headers, stores the session token the backend issues, and
 * refreshes the auth token shortly before it expires (once at a time; a refused refresh continues as a guest,
 * an unreachable backend keeps the token). A bad or expired auth token is answered with HTTP 403, often without
 * `errors[]` (recorded cases `viewerView-expired-bearer`, `getCart-garbage-bearer`): the login is dropped (the
 * session token, and with it the cart, stays), a query is sent again as a guest, and `onLoginRefused` is told.
 */
export function createShopFetch(options: ShopClientOptions): typeof fetch {
  const { tokens } = options
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? Date.now
  let refreshing: Promise<void> | null = null

  async function send(input: RequestInfo | URL, init: RequestInit | undefined, withAuth: boolean) {
    const headers = new Headers(init?.headers)
    headers.set('accept', ACCEPT)
    // A GET query carries the JSON content type: a browser then preflights it, so a GraphQL server with CSRF
    // prevention (graphql-yoga's) answers it, and WPGraphQL allows Content-Type in its CORS headers.
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') headers.set('content-type', 'application/json')
    const session = headerValue(tokens.sessionToken(), 'Session')
    if (session) headers.set(SESSION_HEADER, session)
    const auth = withAuth ? headerValue(tokens.auth()?.authToken, 'Bearer') : null
    if (auth) headers.set('authorization', auth)
    const response = await baseFetch(input, { ...init, headers })
    const issued = response.headers.get(SESSION_HEADER)
    if (issued?.trim()) tokens.setSessionToken(issued.trim())
    return response
  }

  /** Whether a 403 answer refuses the Bearer token sent with it (not the request's Origin). */
  async function refusesLogin(response: Response): Promise<boolean> {
    if (response.status !== 403) return false
    const body = await response
      .clone()
      .text()
      .catch(() => '')
    return !body.includes(ORIGIN_REFUSED)
  }

  async function refresh(refreshToken: string): Promise<void> {
    let response: Response
    try {
      response = await send(
        options.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: stringifyDocument(RefreshAuthToken),
            operationName: 'refreshToken',
            variables: { token: refreshToken },
          }),
        },
        false,
      )
    } catch {
      // Unreachable backend (offline): the token still stands; the next request tries again.
      return
    }
    if (response.status >= 500) return // the same for a server that failed without answering
    try {
      const body = (await response.json()) as {
        data?: { refreshToken?: { authToken?: string | null; authTokenExpiration?: string | null } | null }
      }
      const result = body.data?.refreshToken
      if (!response.ok || !result?.authToken) throw new Error('refresh refused')
      tokens.setAuth(result.authToken)
    } catch {
      tokens.clearAuth()
    }
  }

  return async (input, init) => {
    const auth = tokens.auth()
    if (auth?.refreshToken && needsRefresh(auth.expiresAt, now())) {
      refreshing ??= refresh(auth.refreshToken).finally(() => (refreshing = null))
      await refreshing
    }
    const withLogin = tokens.auth() !== null
    const response = await send(input, init, true)
    if (!withLogin || !(await refusesLogin(response))) return response
    tokens.clearAuth()
    // Told after the guest answer came (with its session token), so that what it triggers joins that session.
    const answer = isQueryRequest(init) ? await send(input, init, false) : response
    options.onLoginRefused?.()
    return answer
  }
}

/** The shop's one GraphQL client: graphcache, POST JSON (GET for queries when configured), tokens. */
export function createShopClient(options: ShopClientOptions): Client {
  return new Client({
    url: options.url,
    exchanges: [cacheExchange(cacheConfig), fetchExchange],
    // 'force': the shop's documents (getCart ~3 KB) are past urql's 2 KB URL limit for GET.
    preferGetMethod: options.useGetForQueries ? 'force' : false,
    fetch: createShopFetch(options),
    fetchOptions: { headers: { accept: ACCEPT } },
    requestPolicy: 'cache-first',
  })
}
