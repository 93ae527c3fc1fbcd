import type { Category, ProductSummary } from '../../src/domain/catalogue'
import type { RoutePayload } from '../../src/domain/payloads'
import { jsonLdScript as jsonForHtml } from '../../src/lib/head'
import { summaryOf } from '../../src/lib/product-summary'
import { createCatalogueClient } from '../../src/graphql/catalogue-client'
import { boundedFetch } from './bounded-fetch'
import {
  fetchAllCategories,
  fetchSiteInfo,
  streamProductCards,
  streamProductDetails,
} from '../../src/graphql/catalogue/api'
import { MAX_PAGE_SIZE } from '../../src/graphql/catalogue/page-through'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from '../../payloads/home'
import { ALL_PRODUCTS_PATH, categoryBasePath, pageCount } from '../../src/routing/listing-paths'
import { clientOnlyDocuments } from '../../src/routing/route-table'
import { buildProductPayload } from '../../payloads/product'
import { buildStaticPagePayload, STATIC_PAGES, type StaticPagePath } from '../../payloads/static-page'
import { writeShardRecord } from './build-files'
import { ListingPager } from './listing-pager'
import { lookahead } from './lookahead'
import { createLocalSink } from './local-sink'
import { Progress } from './progress'
import { createRenderPool } from './render-pool'
import type { JobDone, PageSink, RenderJob } from './render-job'
import { ownsPage, type Shard } from './shard'

export interface PrerenderOptions {
  distDir: string
  gqlHost: string
  siteUrl: string
  perPage: number
  buildId: string
  shard: Shard
  /** Rendering processes beside this one, which fetches and builds the payloads (1 = render here). */
  jobs?: number
  /** Products fetched per GraphQL request (at most 100, the backend's cap). */
  batchSize?: number
  /** The `Origin` every request carries (the backend's access control lists it). */
  requestOrigin: string
  /** Skip pages that fail (listing them at the end) instead of failing the build. */
  keepGoing?: boolean
}

export interface PrerenderResult {
  pages: number
  seconds: number
  failed: string[]
  /** Peak resident memory in MB of this process (fetching, payloads, index) and of each render process. */
  memory: { coordinatorMb: number; renderersMb: number[] }
}

/** Path the 404 document is rendered at; the static server puts the requested path in its place. */
export const NOT_FOUND_PLACEHOLDER = '/__not-found__'

/**
 * Prerenders the catalogue: fetches it in bulk (cursor pages of products), renders every route of this
 * shard as its batch arrives and writes it at once, so memory stays flat as the catalogue grows.
 */
export async function prerender(opts: PrerenderOptions): Promise<PrerenderResult> {
  const outDir = `${opts.distDir}/client`
  const client = createCatalogueClient(opts.gqlHost, { origin: opts.requestOrigin, fetch: boundedFetch() })
  const progress = new Progress(
    opts.shard.count > 1 ? `prerender ${opts.shard.index + 1}/${opts.shard.count}` : 'prerender',
  )
  const routes: string[] = []
  const failed: string[] = []
  let fatal: Error | null = null
  let sequence = 0

  const onDone: JobDone = (job, error) => {
    if (!error) {
      if (job.payloadJson !== undefined) routes.push(job.path)
    } else if (opts.keepGoing) {
      failed.push(job.path)
      console.error(error.message)
    } else {
      fatal ??= error
    }
    if (job.payloadJson !== undefined) progress.pageDone()
  }
  const sink = await createSink(opts, onDone)
  const submit = async (job: RenderJob) => {
    if (fatal) throw fatal
    await sink.submit(job)
  }
  const emit = async (path: string, payload: RoutePayload) => {
    if (!ownsPage(opts.shard, sequence++)) return
    await submit({ path, payload, payloadJson: jsonForHtml(payload) })
  }

  const [site, categories] = await Promise.all([fetchSiteInfo(client), fetchAllCategories(client)])
  const batchSize = opts.batchSize ?? 100
  // The compact index behind the listings' filters, sort and search (one file for every listing).
  const index = opts.shard.index === 0 ? new CatalogueIndexWriter({ categories, spillTo: outDir }) : null
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
    for await (const batch of lookahead(streamProductCards(client, category.slug, MAX_PAGE_SIZE))) {
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
    await submit({ path: NOT_FOUND_PLACEHOLDER, file: '404.html', status: 404 })
    await submit({ path: '/_shell' })
    // Fixed client-only routes (route table): documents without a payload.
    for (const path of clientOnlyDocuments()) await submit({ path })
  }

  await sink.close()
  if (fatal) throw fatal
  await writeShardRecord(outDir, opts.shard, opts.buildId, routes)
  console.info(progress.summary())
  const memory = {
    coordinatorMb: Math.round(process.resourceUsage().maxRSS / 1024),
    renderersMb: sink.peaksMb(),
  }
  return { pages: progress.pages, seconds: progress.seconds, failed, memory }
}

async function createSink(
  opts: PrerenderOptions,
  onDone: JobDone,
): Promise<PageSink & { peaksMb(): number[] }> {
  const { distDir, buildId } = opts
  if ((opts.jobs ?? 1) > 1) return createRenderPool({ size: opts.jobs!, distDir, buildId, onDone })
  return { ...(await createLocalSink({ distDir, buildId, onDone })), peaksMb: () => [] }
}

function expectedPages(products: number, categories: Category[], perPage: number): number {
  const listings =
    pageCount(products, perPage) + categories.reduce((n, c) => n + pageCount(c.count, perPage), 0)
  return products + listings + 2 + Object.keys(STATIC_PAGES).length
}
