/**
 * `npx tsx backend/bench/detail-query-bench.ts [--data-dir DIR] [--url GRAPHQL_URL] [--pages 3] [--only NAME] [--dump DIR]`
 *
 * Times the storefront's catalogue documents against a 10,000-product shop: `getProductDetailsPage` for 3 consecutive
 * pages of 100 and `getProducts` (cards) for 3 pages of 500, without and with `categoryIn` (`--pages N` for more,
 * `--only details` for one case). Starts the backend in-process on `--data-dir` (seeded on first use, reused
 * afterwards) unless `--url` names a running one. `--dump` writes every response body to DIR, with the origin replaced
 * by `ORIGIN`, so two runs (before and after a change) can be compared with `diff -r`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startBackend } from '../src/index'
import { PRODUCT_CARDS_PAGE, PRODUCT_DETAILS_PAGE } from './catalogue-documents'

const PRODUCTS = 10_000

interface Case {
  name: string
  query: string
  first: number
  variables?: Record<string, unknown>
}

const CASES: Case[] = [
  { name: 'details x100', query: PRODUCT_DETAILS_PAGE, first: 100 },
  { name: 'cards x500', query: PRODUCT_CARDS_PAGE, first: 500 },
  { name: 'cards x100', query: PRODUCT_CARDS_PAGE, first: 100 },
  { name: 'cards x500 categoryIn', query: PRODUCT_CARDS_PAGE, first: 500, variables: { slug: ['desktop'] } },
]

interface Page {
  found: number
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  nodes: unknown[]
}

async function post(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const text = await res.text()
  const body = JSON.parse(text) as { data?: { products: Page }; errors?: unknown[] }
  if (body.errors || !body.data) throw new Error(`Query failed: ${text.slice(0, 500)}`)
  return { text, page: body.data.products }
}

const dumpFile = (dir: string, c: Case, page: number) =>
  path.join(dir, `${c.name.replace(/\W+/g, '-')}-${page + 1}.json`)

/** Runs one case for PAGES consecutive pages; answers the milliseconds of each page. */
async function runCase(url: string, c: Case, pages: number, dump?: string): Promise<number[]> {
  const times: number[] = []
  let after: string | null = null
  for (let i = 0; i < pages; i++) {
    const started = performance.now()
    const { text, page } = await post(url, c.query, { ...c.variables, first: c.first, after })
    times.push(performance.now() - started)
    if (page.nodes.length !== Math.min(c.first, page.found - i * c.first))
      throw new Error(`${c.name}: got ${page.nodes.length} nodes`)
    // The origin (a random port) is the only part that differs between runs.
    if (dump) writeFileSync(dumpFile(dump, c, i), text.replaceAll(new URL(url).origin, 'ORIGIN'))
    if (!page.pageInfo.hasNextPage) break
    after = page.pageInfo.endCursor
  }
  return times
}

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.join(tmpdir(), 'backend-bench-10k') },
    url: { type: 'string' },
    dump: { type: 'string' },
    pages: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
})
const backend = values.url
  ? undefined
  : await startBackend({ port: 0, dataDir: values['data-dir'], products: PRODUCTS, quiet: true })
const url = values.url ?? backend!.graphqlUrl
if (values.dump) mkdirSync(values.dump, { recursive: true })
try {
  // One warm-up request per document, so parsing, validation and JIT warm-up are not counted.
  for (const c of CASES) await post(url, c.query, { ...c.variables, first: 1, after: null })
  for (const c of CASES.filter((c) => !values.only || c.name.startsWith(values.only))) {
    const times = await runCase(url, c, Number(values.pages), values.dump)
    const total = times.reduce((a, b) => a + b, 0)
    const shown = times.length > 5 ? '' : times.map((t) => `${t.toFixed(0).padStart(6)} ms`).join(' ')
    console.log(
      `${c.name.padEnd(24)} ${shown}   ${times.length} pages, mean ${(total / times.length).toFixed(0)} ms/page, total ${(total / 1000).toFixed(1)} s`,
    )
  }
} finally {
  await backend?.close()
}
