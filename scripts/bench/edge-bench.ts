/**
 * The HTTP edge under load and under attack: getCart / addToCart throughput and p99 at 10 connections, and the
 * slowest single answer among seeded fuzzed GraphQL documents. Alone: `npx tsx scripts/bench/edge-bench.ts`.
 */
import { fileURLToPath } from 'node:url'
import { startBenchBackend } from './bench-backend'
import { fuzzCases, sendCase } from './graphql-fuzz'

const CONNECTIONS = 10
const LOAD_SECONDS = 5
const FUZZ_CASES = 3_000
const GET_CART = `query getCart { cart { isEmpty total subtotal contents(first: 100) { itemCount nodes { key quantity total product { node { databaseId name } } } } } }`
const ADD_TO_CART = `mutation addToCart($input: AddToCartInput!) { addToCart(input: $input) { cart { total contents(first: 100) { itemCount } } } }`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
}

/** `CONNECTIONS` clients, each with its own session, sending `operation` back to back for LOAD_SECONDS. */
async function load(
  url: string,
  body: (worker: number) => string,
  seconds = LOAD_SECONDS,
): Promise<{ rps: number; p99: number }> {
  const times: number[] = []
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      let session: string | null = null
      while (performance.now() < until) {
        const started = performance.now()
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          accept: 'application/json',
        }
        if (session) headers['woocommerce-session'] = `Session ${session}`
        const res = await fetch(url, { method: 'POST', headers, body: body(worker) })
        session = res.headers.get('woocommerce-session') ?? session
        const json = (await res.json()) as { errors?: unknown[] }
        if (json.errors) throw new Error(`Load request failed: ${JSON.stringify(json.errors)}`)
        times.push(performance.now() - started)
      }
    }),
  )
  times.sort((a, b) => a - b)
  return { rps: Math.round(times.length / seconds), p99: Math.round(percentile(times, 0.99) * 10) / 10 }
}

export async function runEdgeBench(): Promise<Record<string, number>> {
  const backend = await startBenchBackend('edge-bench', 120)
  try {
    // Products without managed stock: 10 clients adding for seconds would sell out the others.
    const products = (await (
      await fetch(backend.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ products(first: 100) { nodes { ... on SimpleProduct { databaseId stockQuantity } } } }',
        }),
      })
    ).json()) as {
      data: { products: { nodes: Array<{ databaseId?: number; stockQuantity?: number | null }> } }
    }
    const ids = products.data.products.nodes
      .filter((n) => n.databaseId && n.stockQuantity == null)
      .map((n) => n.databaseId!)
    if (ids.length === 0) throw new Error('No simple product without managed stock to add to carts')
    // Warm-up (the JIT), not measured.
    await load(backend.graphqlUrl, () => JSON.stringify({ query: GET_CART }), 2)
    const cart = await load(backend.graphqlUrl, () => JSON.stringify({ query: GET_CART }))
    const add = await load(backend.graphqlUrl, (worker) =>
      JSON.stringify({
        query: ADD_TO_CART,
        variables: { input: { productId: ids[worker % ids.length], quantity: 1 } },
      }),
    )
    let worst = 0
    let failures = 0
    for (const c of fuzzCases(20_261_123, FUZZ_CASES)) {
      const outcome = await sendCase(backend.graphqlUrl, c)
      worst = Math.max(worst, outcome.ms)
      if (outcome.status >= 500) failures++
    }
    return {
      'edge.getCart.rps': cart.rps,
      'edge.getCart.p99_ms': cart.p99,
      'edge.addToCart.rps': add.rps,
      'edge.addToCart.p99_ms': add.p99,
      [`edge.fuzz.${FUZZ_CASES}.worst_ms`]: Math.round(worst * 10) / 10,
      [`edge.fuzz.${FUZZ_CASES}.server_errors`]: failures,
    }
  } finally {
    backend.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [key, value] of Object.entries(await runEdgeBench())) console.info(`${key.padEnd(40)} ${value}`)
}
