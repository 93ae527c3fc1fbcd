import { writeFile } from 'node:fs/promises'
import type { Category, ProductSummary } from '../../src/domain/catalogue'
import type { RoutePayload } from '../../src/domain/payloads'
import { jsonLdScript as jsonForHtml } from '../../src/lib/head'
import { summaryOf } from '../../src/lib/product-summary'
import { createCatalogueClient } from '../../src/graphql/catalogue-client'
import {
  fetchCategories,
  fetchSiteInfo,
  streamProductCards,
  streamProductDetails,
} from '../../src/graphql/catalogue/api'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from '../../payloads/home'
import { ALL_PRODUCTS_PATH, categoryBasePath, pageCount } from '../../src/routing/listing-paths'
import { clientOnlyDocuments } from '../../src/routing/route-table'
import { buildProductPayload } from '../../payloads/product'
import { buildStaticPagePayload, STATIC_PAGES, type StaticPagePath } from '../../payloads/static-page'
import { writeShardRecord } from './build-files'
import { ListingPager } from './listing-pager'
import { lookahead } from './lookahead'
import { loadPageRenderer } from './page-renderer'
import { PageWriter } from './page-writer'
import { Progress } from './progress'
import { ownsPage, type Shard } from './shard'

export interface PrerenderOptions {
  distDir: string
  gqlHost: string
  siteUrl: string
  perPage: number
  buildId: string
  shard: Shard
  /** Products fetched per GraphQL request. */
  batchSize?: number
  /** Skip pages that fail (listing them at the end) instead of failing the build. */
  keepGoing?: boolean
}

export interface PrerenderResult {
  pages: number
  seconds: number
  failed: string[]
}

/** Cards are small: fewer, larger requests for the category listings. */
const CARD_BATCH_SIZE = 500

/** Path the 404 document is rendered at; the static server puts the requested path in its place. */
export const NOT_FOUND_PLACEHOLDER = '/__not-found__'

/**
 * Prerenders the catalogue: fetches it in bulk (cursor pages of products), renders every route of this
 * shard as its batch arrives and writes it at once, so memory stays flat as the catalogue grows.
 */
export async function prerender(opts: PrerenderOptions): Promise<PrerenderResult> {
  const outDir = `${opts.distDir}/client`
  const client = createCatalogueClient(opts.gqlHost)
  const render = await loadPageRenderer(opts.distDir, opts.buildId)
  const writer = new PageWriter(outDir)
  const progress = new Progress(
    opts.shard.count > 1 ? `prerender ${opts.shard.index + 1}/${opts.shard.count}` : 'prerender',
  )
  const routes: string[] = []
  const failed: string[] = []
  let sequence = 0

  const emit = async (path: string, payload: RoutePayload) => {
    if (!ownsPage(opts.shard, sequence++)) return
    try {
      const payloadJson = jsonForHtml(payload)
      await writer.write(
        path,
        await render(path, payload, { prerenderPayloadJson: payloadJson }),
        payloadJson,
      )
      routes.push(path)
    } catch (error) {
      if (!opts.keepGoing) throw error
      failed.push(path)
      console.error((error as Error).message)
    }
    progress.pageDone()
  }

  const [site, categories] = await Promise.all([fetchSiteInfo(client), fetchCategories(client, 100)])
  const batchSize = opts.batchSize ?? 100
  // The compact index behind the listings' filters, sort and search (one file for every listing).
  const index = opts.shard.index === 0 ? new CatalogueIndexWriter({ categories }) : null
  const newest: ProductSummary[] = []
  const onSale: ProductSummary[] = []

  // All products: one product page each, and the /products listing pages in the same pass.
  const allListing = new ListingPager(ALL_PRODUCTS_PATH, null, opts.perPage, emit)
  for await (const batch of lookahead(streamProductDetails(client, batchSize))) {
    progress.expect(expectedPages(batch.found, categories, opts.perPage) / opts.shard.count)
    for (const product of batch.products) {
      await emit(`/product/${product.slug}`, buildProductPayload(product, opts.siteUrl))
      if (newest.length < HOME_PRODUCT_COUNT) newest.push(product)
      if (product.onSale && onSale.length < HOME_PRODUCT_COUNT) onSale.push(product)
    }
    const summaries = batch.products.map(summaryOf)
    index?.add(summaries, searchTexts(batch.products))
    await allListing.add(summaries, batch.found)
  }
  await allListing.finish()
  await index?.finish(outDir)

  for (const category of categories) {
    const pager = new ListingPager(categoryBasePath(category.slug), category, opts.perPage, emit)
    for await (const batch of lookahead(streamProductCards(client, category.slug, CARD_BATCH_SIZE))) {
      await pager.add(batch.products, batch.found)
    }
    await pager.finish()
  }

  await emit('/', buildHomePayload({ site, categories, newest, onSale }))
  await emit('/categories', buildCategoriesPayload(categories))
  for (const path of Object.keys(STATIC_PAGES) as StaticPagePath[])
    await emit(path, buildStaticPagePayload(path))

  if (opts.shard.index === 0) {
    // Documents the static server uses: the error page and the client-only shell.
    await writeFile(`${outDir}/404.html`, await render(NOT_FOUND_PLACEHOLDER, undefined, {}, 404))
    await writer.write('/_shell', await render('/_shell', undefined), undefined)
    // Fixed client-only routes (route table): documents without a payload.
    for (const path of clientOnlyDocuments())
      await writer.write(path, await render(path, undefined), undefined)
  }

  await writer.flush()
  await writeShardRecord(outDir, opts.shard, opts.buildId, routes)
  console.info(progress.summary())
  return { pages: progress.pages, seconds: progress.seconds, failed }
}

function expectedPages(products: number, categories: Category[], perPage: number): number {
  const listings =
    pageCount(products, perPage) + categories.reduce((n, c) => n + pageCount(c.count, perPage), 0)
  return products + listings + 2 + Object.keys(STATIC_PAGES).length
}
