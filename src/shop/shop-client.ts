import { Client, fetchExchange, stringifyDocument } from '@urql/core'
import { cacheExchange } from '@urql/exchange-graphcache'
import { RefreshAuthToken } from '../features/auth'
import { headerValue, needsRefresh } from '../lib/auth-token'
import { cacheConfig } from './cache-config'

export const ACCEPT = 'application/graphql-response+json, application/json'
/** WooGraphQL's session header: the response carries the bare token, requests send `Session <token>`. */
export const SESSION_HEADER = 'woocommerce-session'

/** Where the client keeps its tokens; the browser implementation is token-store.ts. */
export interface TokenStore {
  sessionToken(): string | null
  setSessionToken(token: string): void
  auth(): { authToken: string; expiresAt: number | null; refreshToken: string | null } | null
  /** Stores a new auth token (and, after a login, its refresh token). */
  setAuth(authToken: string, refreshToken?: string | null): void
  clearAuth(): void
}

export interface ShopClientOptions {
  url: string
  tokens: TokenStore
  /** Send queries with GET (mutations always POST). */
  useGetForQueries?: boolean
  fetch?: typeof fetch
  now?: () => number
}

/**
 * A fetch that adds the session and auth headers, stores the session token the backend issues, and
 * refreshes the auth token shortly before it expires (once at a time; a refused refresh continues as a guest,
 * an unreachable backend keeps the token).
 */
export function createShopFetch(options: ShopClientOptions): typeof fetch {
  const { tokens } = options
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? Date.now
  let refreshing: Promise<void> | null = null

  async function send(input: RequestInfo | URL, init: RequestInit | undefined, withAuth: boolean) {
    const headers = new Headers(init?.headers)
    headers.set('accept', ACCEPT)
    const session = headerValue(tokens.sessionToken(), 'Session')
    if (session) headers.set(SESSION_HEADER, session)
    const auth = withAuth ? headerValue(tokens.auth()?.authToken, 'Bearer') : null
    if (auth) headers.set('authorization', auth)
    const response = await baseFetch(input, { ...init, headers })
    const issued = response.headers.get(SESSION_HEADER)
    if (issued?.trim()) tokens.setSessionToken(issued.trim())
    return response
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
    return send(input, init, true)
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
