import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of the embedded backend that makes its GraphQL endpoint behave as a real WordPress's on the
 * points the build depends on: a request without the allowed `Origin` is refused with HTTP 403
 * `{"errors":[{"message":"Unauthorized request origin."}]}` (the recorded `getCart-no-origin` /
 * `getCart-bad-origin` answer), and, with `ignoreDateQuery`, a `$since` date query is dropped before it reaches
 * the backend (the real stack ignores `products(where: {dateQuery})`: `getProductsModifiedSince-since-future`).
 * With `withoutCompanionPlugin` it answers the companion plugin's fields (`forgeProduct…`) as a shop without the plugin does: HTTP
 * 200 with WPGraphQL's validation error (seen on the real stack: `Cannot query field "forgeNope" on type
 * "RootQuery".` for any field the schema lacks). Everything else (images, uploads) passes through untouched.
 */
export interface OriginGuard {
  /** The guarded GraphQL endpoint. */
  graphqlUrl: string
  /** GraphQL requests refused for their Origin, as `<operationName> <origin | none>`. */
  refused: string[]
  /** The operation names of the GraphQL requests let through, in order. */
  operations: string[]
  /** The variables of each request let through, by position in `operations`. */
  variables: Record<string, unknown>[]
  close(): Promise<void>
}

export const ORIGIN_REFUSED_BODY = { errors: [{ message: 'Unauthorized request origin.' }] }

export async function startOriginGuard(options: {
  target: string
  allowedOrigin: string
  ignoreDateQuery?: boolean
  /** True: a shop without the plugin; a list: a plugin too old to have these fields (e.g. `forgeProductCounts`). */
  withoutCompanionPlugin?: boolean | string[]
  /** Holds a GraphQL answer back this long (ms), e.g. to make parallel answers arrive out of order. */
  delayMs?: (request: { operationName?: string; variables?: Record<string, unknown> }) => number
}): Promise<OriginGuard> {
  const target = new URL(options.target)
  const refused: string[] = []
  const operations: string[] = []
  const variables: Record<string, unknown>[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: Buffer | string = Buffer.concat(chunks)
    const isGraphql = req.url?.startsWith(target.pathname)
    if (isGraphql && req.method === 'POST') {
      const request = JSON.parse(body.toString('utf8')) as {
        operationName?: string
        query?: string
        variables?: Record<string, unknown>
      }
      if (req.headers.origin !== options.allowedOrigin) {
        refused.push(`${request.operationName ?? 'anonymous'} ${req.headers.origin ?? 'none'}`)
        res.writeHead(403, { 'content-type': 'application/json; charset=UTF-8' })
        return res.end(JSON.stringify(ORIGIN_REFUSED_BODY))
      }
      operations.push(request.operationName ?? 'anonymous')
      variables.push(request.variables ?? {})
      const missing = options.withoutCompanionPlugin
      const pluginField = [...(request.query ?? '').matchAll(/\b(forgeProduct\w+)/g)]
        .map((match) => match[1]!)
        .find((field) => missing === true || (Array.isArray(missing) && missing.includes(field)))
      if (pluginField) {
        res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
        return res.end(
          JSON.stringify({
            errors: [{ message: `Cannot query field "${pluginField}" on type "RootQuery".` }],
          }),
        )
      }
      const delay = options.delayMs?.(request) ?? 0
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
      if (options.ignoreDateQuery && request.variables?.since) {
        request.variables.since = null
        body = JSON.stringify(request)
      }
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'content-length', 'connection'].includes(name),
      ),
    ) as Record<string, string>
    const answer = await fetch(new URL(req.url ?? '/', target.origin), {
      method: req.method,
      headers,
      body:
        req.method === 'GET' || req.method === 'HEAD'
          ? undefined
          : typeof body === 'string'
            ? body
            : new Uint8Array(body),
    })
    const forwarded = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    )
    res.writeHead(answer.status, forwarded)
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    graphqlUrl: `http://127.0.0.1:${port}${target.pathname}`,
    refused,
    operations,
    variables,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
