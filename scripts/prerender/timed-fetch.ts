import { endpointForLog } from './request-failure'

/** A request that got no whole answer in time: the server hung, or a busy PHP pool never picked it up. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError'
}

/**
 * A fetch that gives up on a request (its headers and its body) after `timeoutMs`, whatever the caller's own signal
 * (urql aborts a torn-down request with it) says. Its error names the endpoint as a log may show it, never a token.
 */
export function timedFetch(timeoutMs: number, base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      return await base(input, { ...init, signal })
    } catch (error) {
      if (!timeout.aborted || init?.signal?.aborted) throw error
      const url = input instanceof Request ? input.url : String(input)
      throw new RequestTimeoutError(`No answer from ${endpointForLog(url)} within ${timeoutMs / 1000} s`, {
        cause: error,
      })
    }
  }
}
