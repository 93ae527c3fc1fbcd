import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GraphQLSchema } from 'graphql'
import type { App } from '../app'
import { createGraphQLServer } from './yoga'

export const MAX_BODY_BYTES = 100 * 1024
const RESPONSE_TYPE = 'application/graphql-response+json'
const TOO_LARGE = `Request body is larger than ${MAX_BODY_BYTES / 1024} KB.`

/** The whole body, or null once it passes MAX_BODY_BYTES (declared or streamed): nothing larger is buffered. */
async function readBoundedBody(req: IncomingMessage): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return null
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function toHeaders(req: IncomingMessage, HeadersClass: typeof Headers): Headers {
  const headers = new HeadersClass()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

/**
 * `/graphql` over node:http: bounds the body, hands the request to graphql-yoga, and adds the `woocommerce-session`
 * header when the request started or changed a session (as WooGraphQL does).
 */
export function createGraphQLHandler(app: App, schema: GraphQLSchema) {
  const { yoga, contextOf } = createGraphQLServer(app, schema)

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const body = hasBody ? await readBoundedBody(req) : undefined
    if (body === null) {
      res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
      res.end(JSON.stringify({ errors: [{ message: TOO_LARGE }] }))
      return
    }
    // graphql-yoga's own fetch classes: lighter than Node's global Request (no AbortSignal, no stream wrapping).
    const headers = toHeaders(req, yoga.fetchAPI.Headers)
    // As WooGraphQL's clients expect: application/json only when asked for without graphql-response+json.
    const accept = headers.get('accept') ?? ''
    headers.set(
      'accept',
      accept.includes(RESPONSE_TYPE) || !accept.includes('application/json')
        ? RESPONSE_TYPE
        : 'application/json',
    )
    const request = new yoga.fetchAPI.Request(new URL(url.pathname + url.search, 'http://backend'), {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    })
    const response = await yoga.fetch(request, { clientIp: req.socket.remoteAddress ?? '' })
    const context = contextOf(request)
    const headersOut: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headersOut[name] = value
    })
    if (context?.session.issue) headersOut['woocommerce-session'] = await context.sessionToken()
    const payload = Buffer.from(await response.arrayBuffer())
    headersOut['content-length'] = String(payload.length)
    // Headless Login's 403 for a refused token replaces a plain 200; yoga's own refusals keep their status.
    const status = response.status === 200 && context?.http.status ? context.http.status : response.status
    res.writeHead(status, headersOut)
    res.end(payload)
  }
}
