/**
 * `npm run bench:backend`: seeds 10,000 products into a temporary folder, then pages through all of them over HTTP
 * with a card-level selection. Prints `backend.<metric>: <value> <unit>` lines.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBackend } from '../src/index'
import { GIFT_CARD_AMOUNTS } from '../src/seed/gift-cards'

const PRODUCTS = 10_000
const PAGE = 100
const CARD_QUERY = `query Page($after: String) {
  products(first: ${PAGE}, after: $after, where: { visibility: VISIBLE, status: "publish", minPrice: 0, orderby: { field: DATE, order: DESC } }) {
    pageInfo { hasNextPage endCursor }
    nodes {
      name slug type databaseId id averageRating reviewCount date onSale
      terms(first: 100) { nodes { taxonomyName slug } }
      productCategories { nodes { databaseId slug name } }
      image { sourceUrl altText productCardSourceUrl: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) }
      ... on SimpleProduct { price rawPrice: price(format: RAW) regularPrice salePrice stockStatus stockQuantity }
      ... on VariableProduct { price rawPrice: price(format: RAW) regularPrice salePrice stockStatus }
      ... on ExternalProduct { price externalUrl buttonText }
    }
  }
}`

export async function runBackendBench(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backend-bench-'))
  let peakRss = process.memoryUsage().rss
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  try {
    const seedStart = performance.now()
    const backend = await startBackend({ port: 0, dataDir, products: PRODUCTS, quiet: true })
    const seedSeconds = (performance.now() - seedStart) / 1000
    const pageStart = performance.now()
    let after: string | null = null
    let pages = 0
    let seen = 0
    do {
      const res = await fetch(backend.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CARD_QUERY, variables: { after } }),
      })
      const body = (await res.json()) as {
        data: { products: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: unknown[] } }
        errors?: unknown[]
      }
      if (body.errors) throw new Error(`Bench query failed: ${JSON.stringify(body.errors)}`)
      pages++
      seen += body.data.products.nodes.length
      after = body.data.products.pageInfo.hasNextPage ? body.data.products.pageInfo.endCursor : null
    } while (after)
    const pageSeconds = (performance.now() - pageStart) / 1000
    await backend.close()
    // The catalogue seeded, plus the shop's own gift cards.
    const expected = PRODUCTS + GIFT_CARD_AMOUNTS.length
    if (seen !== expected) throw new Error(`Paged ${seen} products, expected ${expected}`)
    return {
      [`seed.${PRODUCTS}`]: round(seedSeconds),
      [`page.${PRODUCTS}`]: round(pageSeconds),
      pages,
      'products-per-second': Math.round(PRODUCTS / pageSeconds),
      'peak-rss-mb': Math.round(Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024),
    }
  } finally {
    clearInterval(sample)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const round = (n: number) => Math.round(n * 100) / 100
const UNITS: Record<string, string> = { pages: '', 'products-per-second': '/s', 'peak-rss-mb': 'MB' }

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = await runBackendBench()
  for (const [metric, value] of Object.entries(results))
    console.log(`backend.${metric}: ${value} ${UNITS[metric] ?? 's'}`.trimEnd())
}
