import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Category, ProductDetail, ProductSummary } from '../../src/domain/catalogue'
import type { RoutePayload } from '../../src/domain/payloads'
import { jsonLdScript as jsonForHtml } from '../../src/lib/head'
import { summaryOf } from '../../src/lib/product-summary'
import { buildClientOptionsFromEnv, createBuildClient } from './build-client'
import { fetchAllCategories, fetchSiteInfo, streamProductCards } from '../../src/graphql/catalogue/api'
import { MAX_PAGE_SIZE } from '../../src/graphql/catalogue/page-through'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from '../../payloads/home'
import { ALL_PRODUCTS_PATH, pageCount } from '../../src/routing/listing-paths'
import { clientOnlyDocuments } from '../../src/routing/route-table'
import { buildProductPayload } from '../../payloads/product'
import { buildStaticPagePayload, STATIC_PAGES, type StaticPagePath } from '../../payloads/static-page'
import { writeShardRecord } from './build-files'
import { CategoryListings } from './category-listings'
import { streamCatalogue } from './fetch-plan'
import { ListingPager } from './listing-pager'
import { ProductPageReader } from './product-page-reader'
import { RelatedProducts, type WithRelated } from './related-products'
import { RequestLimiter } from './request-limiter'
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
  /** Products per detail request (at most 100 through WooGraphQL, 300 through the plugin's bulk read). */
  batchSize?: number
  /** Requests to the backend at once (PRERENDER_CONCURRENCY); its own workers serve that many. */
  concurrency?: number
  /** The `Origin` every request carries (the backend's access control lists it). */
  requestOrigin: string
  /** Resolves when the client and server bundles are built (rendering waits for it, fetching does not). */
  bundlesReady?: Promise<void>
  /** Skip pages that fail (listing them at the end) instead of failing the build. */
  keepGoing?: boolean
  /** Read product pages with the companion plugin's bulk read when the shop has it (default; PRERENDER_BULK_READ). */
  bulkRead?: boolean
}

export interface PrerenderResult {
  pages: number
  seconds: number
  failed: string[]
  /** Peak resident memory in MB of this process (fetching, payloads, index) and of each render process. */
  memory: { coordinatorMb: number; renderersMb: number[] }
}

/** Requests at once by default: PHP's built-in server runs 4 workers, a small PHP-FPM pool 5. */
export const DEFAULT_CONCURRENCY = 4
/**
 * Products per detail request by default. A real WordPress pays a fixed start for every request (it boots for each)
 * besides its products (issue 26: ~15 ms of a worker a full product), so larger batches spend less on starts and
 * smaller ones keep the last requests of a build short. 50 is a middle, not a measured optimum; what real builds
 * take is in docs/build-speed-real-stack.md.
 */
export const DEFAULT_BATCH_SIZE = 50

/**
 * Products per bulk request (three of the plugin's `forgeProductPages` fields of 100): each request costs a WordPress
 * start-up (~140 ms of PHP, as much as ~50 bulk products), so the largest batch keeps start-ups the smaller share.
 * The first request of a build reads BULK_FIRST_BATCH_SIZE only, so the renderers get their first products sooner
 * (docs/build-speed-real-stack.md).
 */
export const BULK_BATCH_SIZE = 300
export const BULK_FIRST_BATCH_SIZE = 100

/** Path the 404 document is rendered at; the static server puts the requested path in its place. */
export const NOT_FOUND_PLACEHOLDER = '/__not-found__'

/**
 * Prerenders the catalogue: fetches it in bulk, several requests at once (fetch-plan.ts), renders every route of this
 * shard as its batch arrives and writes it at once, so memory stays flat as the catalogue grows.
 */
export async function prerender(opts: PrerenderOptions): Promise<PrerenderResult> {
  const outDir = `${opts.distDir}/client`
  const client = createBuildClient(opts.gqlHost, {
    origin: opts.requestOrigin,
    ...buildClientOptionsFromEnv(process.env),
  })
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
  // The renderers start once the bundles are built; the catalogue is fetched meanwhile (as far as the fetch plan
  // reads ahead), so a build against a slow backend does not wait for both one after the other.
  const sinkReady = (opts.bundlesReady ?? Promise.resolve()).then(() => createSink(opts, onDone))
  sinkReady.catch(() => undefined)
  const submit = async (job: RenderJob) => {
    if (fatal) throw fatal
    await (await sinkReady).submit(job)
  }
  const emit = async (path: string, payload: RoutePayload) => {
    if (!ownsPage(opts.shard, sequence++)) return
    await submit({ path, payload, payloadJson: jsonForHtml(payload) })
  }

  const limiter = new RequestLimiter(opts.concurrency ?? DEFAULT_CONCURRENCY)
  const reader = new ProductPageReader(client, { bulk: opts.bulkRead })
  let fetched = 0
  // The catalogue's size, from the first page of ids (details can arrive before the first batch is handed on).
  let expectedProducts = 0
  const onFetched = (products: number) => {
    fetched += products
    progress.fetched({ products: fetched, expected: expectedProducts, inFlight: limiter.inFlight })
  }
  const chunkSize =
    opts.batchSize ??
    ((cut: number) =>
      reader.using !== 'bulk' ? DEFAULT_BATCH_SIZE : cut === 0 ? BULK_FIRST_BATCH_SIZE : BULK_BATCH_SIZE)
  const onWaiting = (waiting: boolean) => progress.fetchWaiting(waiting)
  // All products, newest first. The ids and the first batches are asked for now, beside the settings and categories
  // they do not depend on: on a real shop every request is a WordPress start-up, and the bundles keep only one core
  // busy meanwhile.
  const catalogue = streamCatalogue({ limiter, chunkSize, reader, onFetched, onWaiting })
  const firstBatch = catalogue.next()
  firstBatch.catch(() => undefined)
  const [site, categories] = await Promise.all([
    limiter.run(() => fetchSiteInfo(client)),
    limiter.run(() => fetchAllCategories(client)),
  ]).catch(async (error: unknown) => {
    await catalogue.return(undefined).catch(() => undefined)
    throw error
  })
  // Each category's size as the backend counts it, for its listing pages built from the stream below.
  const categorySizes = reader.listingSizes(
    categories.map((c) => c.slug),
    (request) => limiter.run(request),
  )
  categorySizes.catch(() => undefined)
  // The compact index behind the listings' filters, sort and search (one file for every listing).
  // Its rows wait in a folder of their own: the bundles may still be building into the output folder.
  const spillTo = opts.shard.index === 0 ? await mkdtemp(path.join(os.tmpdir(), 'prerender-index-')) : null
  const index = spillTo ? new CatalogueIndexWriter({ categories, spillTo }) : null
  const newest: ProductSummary[] = []
  const onSale: ProductSummary[] = []
  const related = new RelatedProducts<ProductDetail>()
  const emitProducts = async (chosen: WithRelated<ProductDetail>[]) => {
    for (const { item, related } of chosen)
      await emit(`/product/${item.slug}`, buildProductPayload({ ...item, related }, opts.siteUrl))
  }

  // A page for each product (once its related products are chosen), the /products listing and every category's
  // listing in the same pass over the catalogue.
  const allListing = new ListingPager(ALL_PRODUCTS_PATH, null, opts.perPage, emit)
  let categoryListings: CategoryListings | null = null
  try {
    for (let next = await firstBatch; !next.done; next = await catalogue.next()) {
      const batch = next.value
      progress.expect(expectedPages(batch.found, categories, opts.perPage) / opts.shard.count)
      if (expectedProducts !== batch.found) {
        // Known now: the answers that came before it were reported without it.
        expectedProducts = batch.found
        onFetched(0)
      }
      categoryListings ??= new CategoryListings(categories, await categorySizes, opts.perPage, emit)
      for (const product of batch.products) {
        await emitProducts(related.push(product))
        if (newest.length < HOME_PRODUCT_COUNT) newest.push(product)
        if (product.onSale && onSale.length < HOME_PRODUCT_COUNT) onSale.push(product)
      }
      const summaries = batch.products.map(summaryOf)
      index?.add(summaries, searchTexts(batch.products))
      await allListing.add(summaries, batch.found)
      await categoryListings.add(summaries)
    }
    // Fetched: whatever the first page of ids said, there is no more to fetch (the time left is the renderers').
    expectedProducts = fetched
    onFetched(0)
    await emitProducts(related.finish())
    await allListing.finish()
    await index?.finish(outDir)
  } finally {
    // A build failing midway stops reading the catalogue (a finished stream is left as it is).
    await catalogue.return(undefined).catch(() => undefined)
    // Also when the build fails midway: the spilled rows are of no use then.
    if (spillTo) await rm(spillTo, { recursive: true, force: true })
  }
  categoryListings ??= new CategoryListings(categories, await categorySizes, opts.perPage, emit)
  // A category not built from the stream (a parent category, a size the backend did not tell): its own listing's cards.
  await categoryListings.finish((slug) => streamProductCards(client, slug, MAX_PAGE_SIZE))

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

  const sink = await sinkReady
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
