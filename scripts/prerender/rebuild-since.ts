import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { ProductDetail, ProductSummary } from '../../src/domain/catalogue'
import type { RoutePayload } from '../../src/domain/payloads'
import { buildClientOptionsFromEnv, createBuildClient } from './build-client'
import type { Client } from '@urql/core'
import {
  type ProductBatch,
  fetchAllCategories,
  fetchProductBySlug,
  fetchSiteInfo,
  streamProductCards,
} from '../../src/graphql/catalogue/api'
import { fetchListingIds, streamProductsModifiedSince } from '../../src/graphql/catalogue/changes'
import { MAX_PAGE_SIZE } from '../../src/graphql/catalogue/page-through'
import { jsonLdScript as jsonForHtml } from '../../src/lib/head'
import { CATALOGUE_INDEX_PATH, CATALOGUE_SEARCH_PATH } from '../../src/lib/listing/index-format'
import { htmlFile, payloadFile } from '../../src/page-data/payload-url'
import { ALL_PRODUCTS_PATH, categoryBasePath } from '../../src/routing/listing-paths'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from '../../payloads/home'
import { buildProductPayload } from '../../payloads/product'
import { STATIC_PAGES } from '../../payloads/static-page'
import { readDeployedBuild, resolveSince } from './deployed-build'
import { writeIfChanged, writeIncrementalBuildFiles } from './incremental-build-files'
import { ListingPager } from './listing-pager'
import { refreshNeighbours } from './refresh-related'
import { relatedOfCatalogue } from './related-products'
import { createRenderPool } from './render-pool'

export interface RebuildOptions {
  distDir: string
  gqlHost: string
  siteUrl: string
  perPage: number
  /** A build id of this output folder, or an ISO 8601 time. */
  since: string
  buildId: string
  timestamp: number
  /** The `Origin` every request carries (the backend's access control lists it). */
  requestOrigin: string
}

export interface RebuildResult {
  /** Null when nothing changed: the deployed build stays. */
  buildId: string | null
  changedProducts: number
  written: string[]
  removed: string[]
  /** Every file written or removed, build files included. */
  files: number
}

/** Products asked for from a little before `since`, so a backend clock behind ours loses no change. */
const CLOCK_MARGIN_MS = 60_000

/**
 * Rebuilds what changed since a build or a time: the pages of products modified since, and every listing,
 * category page, home page and index whose content those changes alter. A page is written only when its
 * payload differs from the one on disk, so untouched pages stay byte-identical; pages of products gone
 * from the catalogue are removed. The new build keeps the older builds' pages (see the build files).
 */
export async function rebuildSince(opts: RebuildOptions): Promise<RebuildResult> {
  const outDir = `${opts.distDir}/client`
  const previous = await readDeployedBuild(outDir)
  const sinceMs = await resolveSince(opts.since, outDir)
  const client = createBuildClient(opts.gqlHost, {
    origin: opts.requestOrigin,
    ...buildClientOptionsFromEnv(process.env),
  })
  const expected = new Set<string>(Object.keys(STATIC_PAGES))
  const written: string[] = []
  let fatal: Error | null = null
  // Started by the first page that changed (the changed products come first), so the renderer loads in its
  // own process while this one fetches the listings; a rebuild with nothing to render starts none.
  let pool = null as ReturnType<typeof createRenderPool> | null
  const renderer = () =>
    (pool ??= createRenderPool({
      size: 1,
      distDir: opts.distDir,
      buildId: opts.buildId,
      onDone: (_job, error) => void (fatal ??= error ?? null),
    }))
  const [site, categories] = await Promise.all([fetchSiteInfo(client), fetchAllCategories(client)])
  // Every card once (all products); the categories' listings as ids, their cards taken from those.
  const cardLists = Promise.all([
    allCards(client, null),
    Promise.all(categories.map((category) => fetchListingIds(client, category.slug))),
  ])
  cardLists.catch(() => undefined)

  const offer = async (route: string, payload: RoutePayload) => {
    expected.add(route)
    const json = jsonForHtml(payload)
    const current = await readFile(path.join(outDir, payloadFile(route)), 'utf8').catch(() => null)
    if (current === json) return
    await (await renderer()).submit({ path: route, payload, payloadJson: json })
    if (fatal) throw fatal
    written.push(route)
  }

  const texts = new Map<number, string>()
  // Related products are chosen from the whole catalogue (related-products.ts), known once every card is read.
  let related = new Map<number, ProductSummary[]>()
  const offerProduct = async (product: ProductDetail) => {
    texts.set(product.id, searchTexts([product]).get(product.id)!)
    const withRelated = { ...product, related: related.get(product.id) ?? [] }
    await offer(`/product/${product.slug}`, buildProductPayload(withRelated, opts.siteUrl))
  }

  const changedProducts: ProductDetail[] = []
  for await (const products of streamProductsModifiedSince(client, sinceMs - CLOCK_MARGIN_MS, 100))
    changedProducts.push(...products)
  const changed = new Set(changedProducts.map((product) => product.slug))

  const [everything, categoryIds] = await cardLists
  const catalogue = everything.flatMap((batch) => batch.products)
  related = relatedOfCatalogue(catalogue)
  for (const product of changedProducts) await offerProduct(product)
  const cards = new Map(catalogue.map((card) => [card.id, card] as const))
  const previousRoutes = new Set(previous.prerendered)
  const productRoutes = new Set(catalogue.map((card) => `/product/${card.slug}`))
  const previousTexts = await readSearchTexts(outDir)
  const index = new CatalogueIndexWriter({ categories })
  const newest: ProductSummary[] = []
  const onSale: ProductSummary[] = []
  const allListing = new ListingPager(ALL_PRODUCTS_PATH, null, opts.perPage, offer)
  for (const batch of everything) {
    for (const card of batch.products) {
      const route = `/product/${card.slug}`
      expected.add(route)
      // A product that appeared without a newer modified date (published from a draft, say).
      if (!changed.has(card.slug) && !previousRoutes.has(route)) {
        const product = await fetchProductBySlug(client, card.slug)
        if (product) await offerProduct(product)
      }
      if (!texts.has(card.id)) texts.set(card.id, previousTexts.get(card.id) ?? card.name)
      if (newest.length < HOME_PRODUCT_COUNT) newest.push(card)
      if (card.onSale && onSale.length < HOME_PRODUCT_COUNT) onSale.push(card)
    }
    index.add(batch.products, texts)
    await allListing.add(batch.products, batch.found)
  }
  await allListing.finish()
  await refreshNeighbours({
    outDir,
    catalogue,
    related,
    touched: catalogue.flatMap((card, i) =>
      changed.has(card.slug) || !previousRoutes.has(`/product/${card.slug}`) ? [i] : [],
    ),
    anyRemoved: previous.prerendered.some(
      (route) => route.startsWith('/product/') && !productRoutes.has(route),
    ),
    offer,
  })

  for (const [i, category] of categories.entries()) {
    const pager = new ListingPager(categoryBasePath(category.slug), category, opts.perPage, offer)
    const { found, ids } = categoryIds[i]!
    const listed = ids.map((id) => cards.get(id))
    // A product that changed between the two requests: this category's cards are asked for instead.
    const batches = listed.every(Boolean)
      ? [{ found, products: listed as ProductSummary[] }]
      : await allCards(client, category.slug)
    for (const batch of batches) await pager.add(batch.products, batch.found)
    await pager.finish()
  }
  await offer('/', buildHomePayload({ site, categories, newest, onSale }))
  await offer('/categories', buildCategoriesPayload(categories))
  if (pool) await (await pool).close()
  if (fatal) throw fatal

  const { index: indexJson, search } = index.toJson()
  let files = written.length * 2
  for (const [file, value] of [
    [CATALOGUE_INDEX_PATH, indexJson],
    [CATALOGUE_SEARCH_PATH, search],
  ] as const) {
    if (await writeIfChanged(path.join(outDir, file), JSON.stringify(value))) files++
  }

  const removed = previous.prerendered.filter((route) => !expected.has(route))
  for (const route of removed) {
    await rm(path.join(outDir, htmlFile(route)), { force: true })
    await rm(path.join(outDir, payloadFile(route)), { force: true })
  }
  files += removed.length * 2
  if (!files) return { buildId: null, changedProducts: changed.size, written, removed, files }

  files += await writeIncrementalBuildFiles({
    outDir,
    previous,
    buildId: opts.buildId,
    timestamp: opts.timestamp,
    prerendered: [...expected].sort(),
    written,
    siteUrl: opts.siteUrl,
  })
  return { buildId: opts.buildId, changedProducts: changed.size, written, removed, files }
}

/** A listing's cards, batch by batch (an incremental rebuild holds them: one listing at a time is small). */
async function allCards(
  client: Client,
  categorySlug: string | null,
): Promise<ProductBatch<ProductSummary>[]> {
  const batches: ProductBatch<ProductSummary>[] = []
  for await (const batch of streamProductCards(client, categorySlug, MAX_PAGE_SIZE)) batches.push(batch)
  return batches
}

/** The search texts of the deployed index, by product id (kept for products that did not change). */
async function readSearchTexts(outDir: string): Promise<Map<number, string>> {
  const file = path.join(outDir, CATALOGUE_SEARCH_PATH)
  const search = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as { rows?: [number, string][] }
  return new Map(search.rows ?? [])
}
