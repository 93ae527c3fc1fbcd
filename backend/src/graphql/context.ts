import type { App } from '../app'
import { SESSION_TOKEN_SECONDS, signToken, verifyToken } from '../auth/tokens'
import { getUser } from '../db/users'
import { isGuestKey, newGuestKey, transferSession } from '../shop/sessions'
import { UserError } from './errors'

export interface Context {
  app: App
  /** The client's address (the socket's), for rate limits. */
  ip: string
  /** The authenticated WordPress user id (from `Authorization: Bearer`), or null for a guest. */
  userId: number | null
  session: {
    /** WooCommerce customer id of the session: the user id, or a `t_…` guest id. */
    key: string
    /** `invalid_token: …` when the request carried a bad session token; cart operations throw it. */
    tokenError: string | null
    /** Send a fresh `woocommerce-session` header with the response. */
    issue: boolean
    /**
     * Sign this request's session tokens with the customer id as a number, as WooGraphQL does in the request that
     * logs in (recorded `login-ok`); the tokens of later requests carry it as a string.
     */
    numericCustomerId: boolean
  }
  /** Messages for `extensions.debug` (e.g. a rejected Bearer token). */
  debug: string[]
  /**
   * The HTTP status Headless Login answers with when it refused a token (403), the request having run as a guest
   * nonetheless; null for the usual 200. An object, as yoga hands resolvers a copy of the context.
   */
  http: { status: number | null }
  /** Per-request cache for lookups many fields repeat (variations, terms). */
  memo: Map<string, unknown>
  sessionToken(): Promise<string>
}

/** Computes `load()` once per request for `key`. */
export function memo<T>(ctx: Context, key: string, load: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, load())
  return ctx.memo.get(key) as T
}

export interface RequestHeaders {
  authorization?: string | null
  session?: string | null
  ip?: string
}

/** Resolves who is asking (Bearer token) and which WooCommerce session they are on (`woocommerce-session` header). */
export async function createContext(app: App, headers: RequestHeaders): Promise<Context> {
  const debug: string[] = []
  const userId = await authenticate(app, headers.authorization, debug)
  // A Bearer token that was sent but refused: Headless Login answers 403 (viewerView-expired-bearer).
  const http = { status: userId === null && debug.length ? 403 : null }
  const session = { key: '', tokenError: null as string | null, issue: false, numericCustomerId: false }
  let claimedCustomer: unknown
  const header = headers.session?.trim()
  const match = header ? /^Session\s+(\S+)$/.exec(header) : null
  // A token without the `Session ` prefix is no session: cart operations fail and a new session starts
  // (getCart-session-bare-token).
  if (header && !match) session.tokenError = 'invalid_cart_token: Invalid Cart-Token'
  if (match) {
    const result = await verifyToken(app.secrets.sessionSecret, app.siteUrl, match[1]!)
    const customerId = result.ok ? result.data.customer_id : undefined
    claimedCustomer = customerId
    if (result.ok && (typeof customerId === 'string' || typeof customerId === 'number'))
      session.key = String(customerId)
    else
      session.tokenError = `invalid_token: ${result.ok ? 'Customer ID not found in the token' : result.message}`
  }
  if (!session.key) {
    session.key = newGuestKey()
    session.issue = true
  }
  if (userId !== null && session.key !== String(userId)) {
    if (isGuestKey(session.key)) transferSession(app.db, session.key, String(userId))
    session.key = String(userId)
  }
  // WooGraphQL issues a signed-in customer a token whenever the one sent does not name them as a string: a guest's,
  // or the numeric id of the tokens handed out at login; with its own re-issued token, no header comes back
  // (recorded viewerView-authed, sent with such a token).
  if (userId !== null && claimedCustomer !== String(userId)) session.issue = true
  const tokens = new Map<string, Promise<string>>()
  return {
    app,
    ip: headers.ip ?? '',
    userId,
    session,
    debug,
    http,
    memo: new Map(),
    sessionToken() {
      const key = session.key
      if (!tokens.has(key)) {
        const signed = signToken(app.secrets.sessionSecret, app.siteUrl, SESSION_TOKEN_SECONDS, {
          customer_id: session.numericCustomerId && /^\d+$/.test(key) ? Number(key) : key,
        })
        tokens.set(
          key,
          signed.then((s) => s.token),
        )
      }
      return tokens.get(key)!
    },
  }
}

async function authenticate(
  app: App,
  header: string | null | undefined,
  debug: string[],
): Promise<number | null> {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null
  if (!match) return null
  const result = await verifyToken(app.secrets.authSecret, app.siteUrl, match[1]!)
  if (!result.ok) {
    const iss = result.message.startsWith('The iss')
    debug.push(iss ? `invalid-jwt | ${result.message}.` : `invalid-secret-key | ${result.message}`)
    return null
  }
  const user = result.data.user as { id?: unknown } | undefined
  if (result.data.refresh) {
    debug.push('invalid-jwt | Refresh token cannot be used as an auth token.')
    return null
  }
  const id = Number(user?.id)
  const exists = Number.isInteger(id) && getUser(app.db, id)
  if (!exists) {
    debug.push('invalid-jwt | User ID not found in the token.')
    return null
  }
  return id
}

/** Cart queries and mutations refuse to run on a bad session token, as WooGraphQL's `check_session_token()` does. */
export function checkSessionToken(ctx: Context): void {
  if (ctx.session.tokenError) throw new UserError(ctx.session.tokenError)
}
