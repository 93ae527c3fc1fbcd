import { GqlError } from '../../src/graphql/errors'

/** The endpoint as a log may show it: no credentials, no query string. */
export function endpointForLog(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return '(an unreadable GQL_HOST)'
  }
}

/**
 * A failed catalogue request as the build reports it: which endpoint, which operation, the HTTP status and the
 * backend's own messages, e.g. `HTTP 403 from https://shop.example/graphql (getProductDetailsByIds): Unauthorized
 * request origin.`, or `Request to … failed: No answer from … within 120 s`. Any other error is returned as it is.
 */
export function describeRequestFailure(error: unknown, url: string): unknown {
  if (!(error instanceof GqlError)) return error
  const where = `${endpointForLog(url)} (${error.operationName})`
  const messages = error.messages.join(' | ')
  const what = error.networkError
    ? `No answer from ${where}: the backend could not be reached`
    : error.statusCode === null
      ? // Thrown while the request was made or read (a timeout, an answer over the size bound): its message says why.
        `Request to ${where} failed: ${messages}`
      : error.statusCode && error.statusCode !== 200
        ? `HTTP ${error.statusCode} from ${where}: ${messages}`
        : `GraphQL error from ${where}: ${messages}`
  return new Error(what, { cause: error })
}
