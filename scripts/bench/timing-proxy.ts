/**
 * `npm run bench:timing-proxy -- --target http://shop.example/graphql [--port 8099]`: a proxy to put between a build
 * and the shop (`GQL_HOST=http://127.0.0.1:8099/graphql npm run build`) that times every GraphQL request and, on
 * Ctrl-C or after `--report-after` seconds without a request, prints where the time went, by operation: requests,
 * products answered, wall seconds (summed over requests, so above the build's time when they overlap), ms per
 * request and per product, and the most requests in flight at once. Other requests (images) pass through untimed.
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { OperationTimes } from './shop-costs/operation-times'

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string' },
    'report-after': { type: 'string' },
  },
})
if (!values.target) throw new Error('--target URL of the shop’s GraphQL endpoint is needed')
const target = new URL(values.target)
const port = Number(values.port ?? 8099)
const quietSeconds = Number(values['report-after'] ?? 0)
const times = new OperationTimes()
let quietTimer: NodeJS.Timeout | undefined

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  const timed = req.method === 'POST' && req.url?.startsWith(target.pathname)
  const operation = timed ? operationName(body) : null
  const done = operation ? times.start(operation) : null
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
  ) as Record<string, string>
  try {
    const answer = await fetch(new URL(req.url ?? '/', target.origin), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
    })
    const bytes = Buffer.from(await answer.arrayBuffer())
    done?.(productsIn(bytes))
    res.writeHead(
      answer.status,
      Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      ),
    )
    res.end(bytes)
  } catch (error) {
    done?.(0)
    res.writeHead(502)
    res.end((error as Error).message)
  }
  if (quietSeconds > 0) {
    clearTimeout(quietTimer)
    quietTimer = setTimeout(report, quietSeconds * 1000)
  }
})

function operationName(body: Buffer): string {
  try {
    const request = JSON.parse(body.toString('utf8')) as { operationName?: string; query?: string }
    return request.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(request.query ?? '')?.[1] ?? 'anonymous'
  } catch {
    return 'unreadable'
  }
}

/** Products in an answer: the nodes of its product list or of the bulk read. */
function productsIn(bytes: Buffer): number {
  try {
    const { data } = JSON.parse(bytes.toString('utf8')) as {
      data?: Record<string, { nodes?: unknown[] } | null>
    }
    return (data?.products?.nodes ?? data?.forgeProductPages?.nodes ?? []).length
  } catch {
    return 0
  }
}

function report() {
  console.info(times.table())
  times.reset()
}

server.listen(port, '127.0.0.1', () =>
  console.info(
    `timing ${target.href} at http://127.0.0.1:${port}${target.pathname} (Ctrl-C prints the times)`,
  ),
)
process.on('SIGINT', () => {
  report()
  process.exit(0)
})
