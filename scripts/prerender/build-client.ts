import { Client, fetchExchange, type CombinedError } from '@urql/core'
import { retryExchange } from '@urql/exchange-retry'
import { catalogueRequestHeaders } from '../../src/graphql/catalogue-client'
import { boundedFetch } from './bounded-fetch'
import { RequestTimeoutError, timedFetch } from './timed-fetch'
import { readPositiveSetting } from './positive-setting'

export interface BuildClientOptions {
  /** The storefront's origin, sent as `Origin` (Headless Login refuses a request without an allowed one). */
  origin: string
  /** How long one attempt may take, headers and body (default 120 s: a page of 100 full products takes ~6 s). */
  timeoutMs?: number
  /** Attempts per request, the first included (default 5). */
  attempts?: number
  /** The first retry's delay before jitter (default 500 ms); each next one ×1.5–2.5, up to `maxDelayMs`. */
  initialDelayMs?: number
  /** The longest wait between two attempts (default 8 s). */
  maxDelayMs?: number
}

export const BUILD_CLIENT_DEFAULTS = {
  timeoutMs: 120_000,
  attempts: 5,
  initialDelayMs: 500,
  maxDelayMs: 8_000,
}

/**
 * The statuses of a server too busy to answer, worth asking again: a proxy or PHP-FPM's pool had no worker (502),
 * refused the request (503) or gave up waiting for one (504). Not 500: that is WordPress's own fatal error (memory,
 * max_execution_time, a plugin's exception), which usually comes back for the same query, and the build should stop
 * on it at once with its status. Not 429 either: a rate limiter's window (and its Retry-After, which the retry
 * exchange cannot honour) is longer than any backoff here; the operator should lower the concurrency instead.
 */
const BUSY_STATUSES = new Set([502, 503, 504])

/**
 * Whether a failed request is worth sending again. urql reports an HTTP error status with `error.response` set,
 * whether the body was GraphQL errors (graphQLErrors) or a gateway's HTML page (networkError with the status text);
 * so any answer is judged by its status alone, and a GraphQL error in an HTTP 200 answer, or a 4xx such as Headless
 * Login's 403, is never retried. Without an answer, fetch's TypeError (refused, reset, cut mid-body) and our own
 * timeout are retried; anything else thrown (an answer over the size bound) would fail the same way again.
 */
export function isWorthRetrying(error: CombinedError): boolean {
  const status = (error.response as Response | undefined)?.status
  if (status !== undefined) return BUSY_STATUSES.has(status)
  const thrown = error.networkError
  return thrown instanceof RequestTimeoutError || thrown?.name === 'TypeError'
}

/**
 * The build's catalogue client: createCatalogueClient's headers and policy, answers bounded in size, a timeout per
 * attempt, and retries with exponential backoff and jitter (@urql/exchange-retry's) when the server was busy or
 * did not answer. Build-only: the browser bundle keeps the plain client, without the retry exchange.
 */
export function createBuildClient(gqlHost: string, opts: BuildClientOptions): Client {
  const { timeoutMs, attempts, initialDelayMs, maxDelayMs } = {
    ...BUILD_CLIENT_DEFAULTS,
    ...stripUndefined(opts),
  }
  return new Client({
    url: gqlHost,
    exchanges: [
      retryExchange({
        initialDelayMs,
        maxDelayMs,
        randomDelay: true,
        maxNumberAttempts: attempts,
        retryIf: isWorthRetrying,
      }),
      fetchExchange,
    ],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers: catalogueRequestHeaders(opts.origin) },
    fetch: timedFetch(timeoutMs, boundedFetch()),
  })
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>

/**
 * The operator's overrides: PRERENDER_TIMEOUT_S (seconds one attempt may take) and PRERENDER_ATTEMPTS (attempts per
 * request, 1 = no retry). Unset means the defaults; a value that is no positive number stops the build at once.
 */
export function buildClientOptionsFromEnv(
  env: Record<string, string | undefined>,
): Pick<BuildClientOptions, 'timeoutMs' | 'attempts'> {
  const timeoutS = readPositiveSetting('PRERENDER_TIMEOUT_S', env.PRERENDER_TIMEOUT_S, false)
  const attempts = readPositiveSetting('PRERENDER_ATTEMPTS', env.PRERENDER_ATTEMPTS, true)
  return {
    ...(timeoutS !== undefined ? { timeoutMs: timeoutS * 1000 } : {}),
    ...(attempts !== undefined ? { attempts } : {}),
  }
}
