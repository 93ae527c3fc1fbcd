import type { CombinedError, Operation, OperationResult } from '@urql/core'
import { operationNameOf } from './operation-name'
import { plainMessage } from './plain-message'
import { isSuccessNotice } from './success-notices'

/** The message of an operation that the client does not know. */
export const INVALID_OPERATION = 'Invalid GraphQL Operation'
/** Shown when the shop cannot be reached at all; forms keep what the shopper typed. */
export const NETWORK_ERROR = 'The shop could not be reached. Check your connection and try again.'
export const SOMETHING_WRONG = 'Something went wrong'
/** A refused checkout whose message is no reason (a pending success notice). */
export const ORDER_NOT_PLACED = 'The order could not be placed. Please check your details and try again.'
/** HTTP 403 without GraphQL errors: Headless Login refused the auth token (expired, revoked, garbage). */
export const LOGIN_EXPIRED = 'Your login has expired. Please log in again.'
/** WPGraphQL's message for any exception in a resolver: no reason a shopper can act on. */
export const INTERNAL_SERVER_ERROR = 'Internal server error'

/**
 * Session errors that make the client drop its cookies and storage and reload once:
 * WooGraphQL's session token from another site, and WooNuxt's generic indicator.
 */
export const SESSION_ERRORS = ['The iss do not match with this server', 'Invalid session token'] as const

export interface GqlErrorInit {
  client: string
  operationType: string
  operationName: string
  statusCode: number | null
  messages: string[]
  /** `extensions.debug` lines (Headless Login reports auth problems there). */
  debugMessages?: string[]
  /** The errors' `extensions.code` values (the companion plugin's login failure reasons, WordPress's codes). */
  codes?: string[]
  networkError?: boolean
  /** What the shopper sees instead of the first message, with its translation key (see shopperMessage). */
  shown?: ShownMessage
}

/** A message the client words itself in place of the backend's, and its key in locales/. */
export interface ShownMessage {
  text: string
  key: string
}

/**
 * What the shopper sees for a backend's (plain-text) first message: the message itself, or the client's own words
 * where the message is no reason at all — a WooCommerce success notice left pending in the session, or WPGraphQL's
 * "Internal server error".
 */
export function shopperMessage(message: string, operation: string): ShownMessage | undefined {
  if (isSuccessNotice(message))
    return operation === 'Checkout'
      ? { text: ORDER_NOT_PLACED, key: 'checkout.errors.orderNotPlaced' }
      : { text: SOMETHING_WRONG, key: 'errors.somethingWrong' }
  if (message === INTERNAL_SERVER_ERROR) return { text: SOMETHING_WRONG, key: 'errors.somethingWrong' }
  return undefined
}

/**
 * A failed GraphQL call, wrapped with which client, operation type and name, the HTTP
 * status and every message (as plain text). `message` is the one a shopper sees: the first message, or the
 * client's own words for it (`messageKey` then names their translation).
 */
export class GqlError extends Error {
  readonly client: string
  readonly operationType: string
  readonly operationName: string
  readonly statusCode: number | null
  readonly messages: string[]
  readonly debugMessages: string[]
  readonly codes: string[]
  /** True when no answer came back at all (offline, DNS, CORS, refused connection). */
  readonly networkError: boolean
  /** The translation key of `message` when the client worded it (undefined: the backend's own text). */
  readonly messageKey: string | undefined

  constructor(init: GqlErrorInit) {
    super(init.shown?.text || init.messages[0] || SOMETHING_WRONG)
    this.name = 'GqlError'
    this.client = init.client
    this.operationType = init.operationType
    this.operationName = init.operationName
    this.statusCode = init.statusCode
    this.messages = init.messages.length ? init.messages : [SOMETHING_WRONG]
    this.debugMessages = init.debugMessages ?? []
    this.codes = init.codes ?? []
    this.networkError = init.networkError ?? false
    this.messageKey = init.shown?.key
  }

  /** Whether any message (or debug line) contains `text`, case-insensitively. */
  mentions(text: string): boolean {
    const needle = text.toLowerCase()
    return [...this.messages, ...this.debugMessages].some((m) => m.toLowerCase().includes(needle))
  }
}

/** The name of an operation's document, or 'anonymous'. */
export function operationName(operation: Pick<Operation, 'query'>): string {
  return operationNameOf(operation.query) ?? 'anonymous'
}

const debugMessagesOf = (debug: unknown): string[] =>
  Array.isArray(debug)
    ? debug.map((d) =>
        plainMessage(typeof d === 'string' ? d : String((d as { message?: unknown })?.message ?? '')),
      )
    : []

/**
 * The `extensions.debug` lines of an answer: WPGraphQL puts `graphql_debug()` entries (Headless Login's reason for a
 * refused token or a failed login) in the response's top-level extensions; some servers put them on the error.
 */
function debugLines(error: CombinedError, extensions?: Record<string, unknown>): string[] {
  return [
    ...debugMessagesOf(extensions?.debug),
    ...error.graphQLErrors.flatMap((e) =>
      debugMessagesOf((e.extensions as { debug?: unknown } | undefined)?.debug),
    ),
  ]
}

/** What fetch throws when the connection fails or is cut: these answers never arrived whole. */
const FETCH_FAILURES = ['TypeError', 'AbortError', 'TimeoutError']

/** Wraps an urql error (network, HTTP status or GraphQL errors) into a GqlError. */
export function wrapError(
  error: CombinedError,
  operation: Operation,
  client = 'default',
  extensions?: Record<string, unknown>,
): GqlError {
  const status = (error.response as Response | undefined)?.status ?? null
  // fetch fails with a TypeError (offline, DNS, CORS, or the connection dropped while the body was read, as
  // when the shopper leaves the page after the headers came) or an abort: the answer never arrived whole,
  // whatever its status said. Any other exception is our own (e.g. an unreadable stored token) or a failing
  // status, and must go through recovery, not be retried as a network failure.
  const thrown = error.networkError?.name
  const connectionFailed = thrown ? FETCH_FAILURES.includes(thrown) : !status
  const unreachable = !error.graphQLErrors.length && connectionFailed
  const messages = error.graphQLErrors.length
    ? error.graphQLErrors.map((e) => plainMessage(e.message))
    : [unreachable ? NETWORK_ERROR : error.networkError?.message || `HTTP ${status}`]
  const name = operationName(operation)
  return new GqlError({
    client,
    operationType: operation.kind,
    operationName: name,
    statusCode: status,
    messages,
    debugMessages: debugLines(error, extensions),
    codes: error.graphQLErrors.flatMap((e) => {
      const code = (e.extensions as { code?: unknown } | undefined)?.code
      return typeof code === 'string' ? [code] : []
    }),
    networkError: unreachable,
    shown: error.graphQLErrors.length
      ? shopperMessage(messages[0] ?? '', name)
      : status === 403
        ? { text: LOGIN_EXPIRED, key: 'shopErrors.loginExpired' }
        : undefined,
  })
}

/** The data of a result, or the wrapped error: any GraphQL error or a non-OK status raises. */
export function unwrap<T>(result: OperationResult<T>, client = 'default'): T {
  if (result.error) throw wrapError(result.error, result.operation, client, result.extensions)
  if (result.data === undefined || result.data === null) {
    throw new GqlError({
      client,
      operationType: result.operation.kind,
      operationName: operationName(result.operation),
      statusCode: null,
      messages: [SOMETHING_WRONG],
    })
  }
  return result.data
}

/** The error for a call of an operation the client does not have. */
export function invalidOperation(name: string, client = 'default'): GqlError {
  return new GqlError({
    client,
    operationType: 'unknown',
    operationName: name,
    statusCode: null,
    messages: [INVALID_OPERATION],
  })
}

/**
 * WooGraphQL's refusals of the cart session token a request carried (one it cannot decode, or one sent without its
 * `Session ` prefix: recorded `getCart-session-garbage`, `getCart-session-bare-token`). The same answer carries a
 * new session, so the cart can simply be loaded again in it.
 */
export const STALE_CART_SESSION_ERRORS = ['invalid_token:', 'invalid_cart_token:'] as const

/** Whether the backend refused the cart session token itself (and issued a new one with that answer). */
export function isStaleCartSession(error: unknown): boolean {
  return error instanceof GqlError && STALE_CART_SESSION_ERRORS.some((text) => error.mentions(text))
}

/** Whether an error is one of the session errors that trigger cleanup and a reload. */
export function isSessionError(error: unknown): boolean {
  return error instanceof GqlError && SESSION_ERRORS.some((text) => error.mentions(text))
}

/** WooGraphQL's answer to `product(idType: SLUG)` for a slug it does not know (an error, not `null`). */
const UNKNOWN_PRODUCT_SLUG = 'No product ID was found corresponding to the slug'

/** Whether an error says the product asked for by slug does not exist: a not-found, not an outage. */
export function isUnknownProductSlug(error: unknown): boolean {
  return error instanceof GqlError && error.messages.some((m) => m.startsWith(UNKNOWN_PRODUCT_SLUG))
}
