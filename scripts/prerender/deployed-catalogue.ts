import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ProductSummary } from '../../src/domain/catalogue'
import type { ListingPayload } from '../../src/domain/payloads'
import {
  CATALOGUE_SEARCH_PATH,
  INDEX_VERSION,
  type SearchIndexJson,
} from '../../src/lib/listing/index-format'
import { payloadFile } from '../../src/page-data/payload-url'
import { ALL_PRODUCTS_PATH, categoryBasePath, listingPagePath } from '../../src/routing/listing-paths'

/**
 * The catalogue as the deployed build holds it, read back from its own files instead of from the backend: every
 * product's card in catalogue order (the `/products` listing pages hold each card exactly as a listing shows it,
 * `summaryOf` the product, in the listing's order), each category's products in its listing's order (its listing
 * pages), and each product's search text (`products/_search.json`). The full build and every rebuild write these
 * files, so a rebuild finds the previous state of what it recomputes there, whichever build wrote it.
 */
export interface DeployedCatalogue {
  cards: ProductSummary[]
  /** Each category's product ids in listing order, by slug (every category the deployed build has pages of). */
  categories: Map<string, number[]>
  /** Search texts by product id, as the search file holds them. */
  texts: Map<number, string>
}

/** Payload files read at once: enough to keep the disk busy, few enough for a small machine. */
const READS_AT_ONCE = 16

/**
 * Reads the deployed catalogue of an output folder whose build prerendered `routes`; a reason instead when its files
 * do not hold the whole catalogue (a listing page missing or short, a card without its search text: a build from
 * before these files were complete, or one that skipped failed pages), so the caller can read the backend instead.
 */
export async function readDeployedCatalogue(
  outDir: string,
  routes: readonly string[],
): Promise<DeployedCatalogue | { missing: string }> {
  const all = await readListing(outDir, ALL_PRODUCTS_PATH)
  if ('missing' in all) return all
  const cards = all.cards
  const known = new Set<number>()
  for (const card of cards) {
    if (known.has(card.id)) return { missing: `product ${card.id} twice in ${ALL_PRODUCTS_PATH}` }
    known.add(card.id)
  }
  const categories = new Map<string, number[]>()
  const prefix = categoryBasePath('')
  for (const route of routes) {
    const slug = route.startsWith(prefix) ? route.slice(prefix.length) : ''
    if (!slug || slug.includes('/')) continue
    const listing = await readListing(outDir, categoryBasePath(slug))
    if ('missing' in listing) return listing
    const ids = listing.cards.map((card) => card.id)
    const unknown = ids.find((id) => !known.has(id))
    if (unknown !== undefined)
      return { missing: `product ${unknown} of ${route} not in ${ALL_PRODUCTS_PATH}` }
    categories.set(slug, ids)
  }
  const search = (await readJson(path.join(outDir, CATALOGUE_SEARCH_PATH))) as Partial<SearchIndexJson> | null
  if (!search || search.v !== INDEX_VERSION || !Array.isArray(search.rows))
    return { missing: `${CATALOGUE_SEARCH_PATH} (version ${INDEX_VERSION})` }
  const texts = new Map(search.rows.filter(([id]) => known.has(id)))
  const untexted = cards.find((card) => !texts.has(card.id))
  if (untexted) return { missing: `the search text of product ${untexted.id}` }
  return { cards, categories, texts }
}

/** A listing's cards, page after page, checked against the size its pages state. */
async function readListing(
  outDir: string,
  basePath: string,
): Promise<{ cards: ProductSummary[] } | { missing: string }> {
  const file = (page: number) => path.join(outDir, payloadFile(listingPagePath(basePath, page)))
  const first = (await readJson(file(1))) as ListingPayload | null
  if (first?.kind !== 'listing') return { missing: `the listing page ${basePath}` }
  const { pageCount, total } = first.listing
  const pages: ProductSummary[][] = [first.listing.products]
  for (let start = 2; start <= pageCount; start += READS_AT_ONCE) {
    const numbers = Array.from(
      { length: Math.min(READS_AT_ONCE, pageCount - start + 1) },
      (_, i) => start + i,
    )
    const read = await Promise.all(
      numbers.map((page) => readJson(file(page)) as Promise<ListingPayload | null>),
    )
    for (const [i, payload] of read.entries()) {
      if (payload?.kind !== 'listing' || payload.listing.total !== total)
        return { missing: `the listing page ${listingPagePath(basePath, numbers[i]!)}` }
      pages.push(payload.listing.products)
    }
  }
  const cards = pages.flat()
  if (cards.length !== total) return { missing: `${total - cards.length} cards of ${basePath}` }
  return { cards }
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
