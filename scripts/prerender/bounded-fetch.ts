import { endpointForLog } from './request-failure'

/**
 * The largest GraphQL answer the prerender reads: a catalogue page of products is a few hundred KB, so this is
 * far beyond any real answer while still bounding what a misbehaving or hostile backend can make the build buffer.
 */
export const MAX_GRAPHQL_ANSWER_BYTES = 32 * 1024 * 1024

/**
 * A fetch whose answers are read at most `maxBytes` (declared or streamed) before they are handed on: beyond it the
 * connection is dropped and the request fails with a clear error. (The backend has its own reader for the payment
 * provider's answers: scripts may not import the backend's modules, nor the backend the storefront's.)
 */
export function boundedFetch(maxBytes = MAX_GRAPHQL_ANSWER_BYTES, base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    // The global fetch is read per request: a test's interceptor (msw) may replace it after the client is made.
    const response = await (base ?? globalThis.fetch)(input, init)
    const url = input instanceof Request ? input.url : String(input)
    const tooLarge = () =>
      new Error(
        `The GraphQL answer from ${endpointForLog(url)} is larger than ${Math.round(maxBytes / 1024)} KB`,
      )
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => {})
      throw tooLarge()
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body?.getReader()
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      size += part.value.byteLength
      if (size > maxBytes) {
        await reader!.cancel().catch(() => {})
        throw tooLarge()
      }
      chunks.push(part.value)
    }
    const { status, statusText, headers } = response
    return new Response(response.body ? Buffer.concat(chunks) : null, { status, statusText, headers })
  }
}
