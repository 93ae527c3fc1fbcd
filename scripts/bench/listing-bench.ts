/**
 * Listing benchmark: filter + sort time per change over a 10,000-product catalogue index, and the
 * gzip sizes of the index and search files. `npx tsx scripts/bench/listing-bench.ts`.
 */
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { applyListing } from '../../src/features/catalogue/listing/apply-listing'
import {
  defaultListingQuery,
  ORDER_BYS,
  readListingQuery,
  type ListingQuery,
} from '../../src/features/catalogue/listing/filter-grammar'
import { attachSearchTexts, decodeIndex } from '../../src/lib/listing/index-format'
import { random, syntheticCatalogue } from './synthetic-catalogue'

const PRODUCTS = 10_000
const CHANGES = 50

/** Varied listing states, as a shopper would step through them: filters, sorts, searches, categories. */
function changes(): { query: ListingQuery; category: string | null }[] {
  const rand = random(7)
  const filters = [
    '',
    'category[laptop]',
    'price[500000,3000000]',
    'rating[4]',
    'pa_color[black,silver]',
    'sale[true]',
    'category[desktop,made-to-order],pa_memory[64gb]',
    'price[,1000000],pa_size[15-inch,16-inch],sale[true]',
  ]
  const searches = ['', '', '', 'rtx', 'render workstation', 'lagos']
  return Array.from({ length: CHANGES }, () => {
    const orderby = ORDER_BYS[Math.floor(rand() * ORDER_BYS.length)]!
    const order = rand() < 0.5 ? 'ASC' : 'DESC'
    const filter = filters[Math.floor(rand() * filters.length)]!
    const search = searches[Math.floor(rand() * searches.length)]!
    const query = readListingQuery(`?${new URLSearchParams({ filter, orderby, order, search })}`)
    return { query, category: rand() < 0.25 ? 'desktop' : null }
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function runListingBench(): Promise<Record<string, number>> {
  const catalogue = syntheticCatalogue(PRODUCTS)
  const writer = new CatalogueIndexWriter({
    categories: ['desktop', 'laptop', 'accessories', 'made-to-order'].map((slug) => ({ slug, name: slug })),
  })
  for (let i = 0; i < catalogue.length; i += 100) {
    const batch = catalogue.slice(i, i + 100)
    writer.add(batch, searchTexts(batch))
  }
  const { index, search } = writer.toJson()
  const indexJson = JSON.stringify(index)
  const searchJson = JSON.stringify(search)

  // What the browser does once: parse, decode, attach search texts.
  const decodeStart = performance.now()
  const decoded = decodeIndex(JSON.parse(indexJson))
  attachSearchTexts(decoded.products, JSON.parse(searchJson))
  const decodeMs = performance.now() - decodeStart

  // Warm up once (JIT), then time each change, including the first sort of each order.
  applyListing(decoded.products, decoded.facets, { ...defaultListingQuery(), category: null })
  const times = changes().map(({ query, category }) => {
    const start = performance.now()
    applyListing(decoded.products, decoded.facets, { ...query, category })
    return performance.now() - start
  })

  const results = {
    'listing.filterSort.ms': Number(median(times).toFixed(3)),
    'listing.filterSort.maxMs': Number(Math.max(...times).toFixed(3)),
    'listing.decode.ms': Number(decodeMs.toFixed(1)),
    'listing.index.bytes': Buffer.byteLength(indexJson),
    'listing.index.gzipBytes': gzipSync(indexJson).length,
    'listing.search.bytes': Buffer.byteLength(searchJson),
    'listing.search.gzipBytes': gzipSync(searchJson).length,
  }
  for (const [name, value] of Object.entries(results)) console.log(`${name}: ${value}`)
  return results
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runListingBench()
