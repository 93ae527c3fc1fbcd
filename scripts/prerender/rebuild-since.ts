import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Category, SiteInfo } from '../../src/domain/catalogue'
import type { RoutePayload } from '../../src/domain/payloads'
import { buildClientOptionsFromEnv, createBuildClient } from './build-client'
import { fetchAllCategories, fetchSiteInfo } from '../../src/graphql/catalogue/api'
import { fetchIdsModifiedSince } from '../../src/graphql/catalogue/changes'
import { CATALOGUE_INDEX_PATH, CATALOGUE_SEARCH_PATH } from '../../src/lib/listing/index-format'
import { htmlFile, payloadFile } from '../../src/page-data/payload-url'
import { ALL_PRODUCTS_PATH, categoryBasePath } from '../../src/routing/listing-paths'
import { CatalogueIndexWriter, searchTexts } from '../../payloads/catalogue-index'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from '../../payloads/home'
import { buildProductPayload } from '../../payloads/product'
import { readDeployedCatalogue } from './deployed-catalogue'
import { readDeployedBuild, resolveSince } from './deployed-build'
import { writeIfChanged, writeIncrementalBuildFiles } from './incremental-build-files'
import { ListingPager } from './listing-pager'
import { bulkReadFromEnv, ProductPageReader } from './product-page-reader'
import { readChanges, readWholeCatalogue, type ChangedCatalogue } from './read-changes'
import { refreshNeighbours } from './refresh-related'
import { pageOffers } from './page-offers'
import { RequestLimiter } from './request-limiter'
import { DEFAULT_CONCURRENCY } from './run-prerender'

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
  /**
   * Products known to have changed besides those the backend lists as modified since (the ids of the companion
   * plugin's notification: a stock change by an order or a new review leaves a product's modified date as it was).
   */
  products?: number[]
  /** Read product pages with the companion plugin's bulk reads when the shop has them (default; PRERENDER_BULK_READ). */
  bulkRead?: boolean
  /** Says the one line of a rebuild that reads the whole catalogue (console.info by default). */
  log?: (line: string) => void
}

export interface RebuildResult {
  /** Null when nothing changed: the deployed build stays. */
  buildId: string | null
  changedProducts: number
  written: string[]
  removed: string[]
  /** Every file written or removed, build files included. */
  files: number
  /**
   * The files written or removed besides the rendered pages (the catalogue index, the build files, the pages of the
   * removed routes), relative to the client folder: their compressed copies follow (`precompressFiles`), while the
   * render processes compress each page they write.
   */
  otherFiles: string[]
  /** Where the catalogue's state came from: the deployed build's files, or the backend (an older or partial build). */
  catalogueFrom: 'deployed' | 'backend'
}

/** Products asked for from a little before `since`, so a backend clock behind ours loses no change. */
const CLOCK_MARGIN_MS = 60_000

/**
 * Rebuilds what changed since a build or a time: the pages of products modified since, and every listing,
 * category page, home page and index whose content those changes alter. A page is written only when its
 * payload differs from the one on disk, so untouched pages stay byte-identical; pages of products gone
 * from the catalogue are removed. The new build keeps the older builds' pages (see the build files).
 *
 * The catalogue's previous state comes from the deployed build's own files (deployed-catalogue.ts), so the backend
 * is asked only what changed (`readChanges`); a deployed build whose files do not hold it is read in full from the
 * backend instead (`readWholeCatalogue`), said in one line.
 */
export async function rebuildSince(opts: RebuildOptions): Promise<RebuildResult> {
  const outDir = `${opts.distDir}/client`
  const log = opts.log ?? ((line: string) => console.info(line))
  const previous = await readDeployedBuild(outDir)
  const sinceMs = await resolveSince(opts.since, outDir)
  const client = createBuildClient(opts.gqlHost, {
    origin: opts.requestOrigin,
    ...buildClientOptionsFromEnv(process.env),
  })
  const reader = new ProductPageReader(client, { bulk: opts.bulkRead ?? bulkReadFromEnv(process.env), log })
  const limiter = new RequestLimiter(DEFAULT_CONCURRENCY)
  const asked = Promise.all([
    limiter.run(() => fetchSiteInfo(client)),
    limiter.run(() => fetchAllCategories(client)),
    limiter.run(() => fetchIdsModifiedSince(client, sinceMs - CLOCK_MARGIN_MS)),
  ])
  asked.catch(() => undefined)
  // The catalogue's ids now, asked at once beside the rest (the plugin's listing; null without the plugin).
  const order = limiter.run(() => reader.bulkListingIds())
  order.catch(() => undefined)
  const deployed = await readDeployedCatalogue(outDir, previous.prerendered)
  const [site, categories, modifiedIds] = await asked
  const changedIds = [...new Set([...modifiedIds, ...(opts.products ?? [])])]
  const pages = pageOffers({ outDir, distDir: opts.distDir, buildId: opts.buildId })
  if (changedIds.length) pages.warm()
  try {
    let state: ChangedCatalogue
    if ('missing' in deployed) {
      log(
        `--since: the deployed build's files lack ${deployed.missing}; reading the whole catalogue from the backend`,
      )
      state = await readWholeCatalogue({ client, reader, limiter, categories, changedIds, outDir, previous })
    } else {
      state = await readChanges({ client, reader, limiter, categories, changedIds, deployed, order })
    }
    const index = await offerPages({ ...opts, site, categories, state, offer: pages.offer, outDir })
    for (const card of state.catalogue) pages.expected.add(`/product/${card.slug}`)
    await pages.close()

    const written = pages.written
    const otherFiles: string[] = []
    const { index: indexJson, search } = index.toJson()
    for (const [file, value] of [
      [CATALOGUE_INDEX_PATH, indexJson],
      [CATALOGUE_SEARCH_PATH, search],
    ] as const) {
      if (await writeIfChanged(path.join(outDir, file), JSON.stringify(value))) otherFiles.push(file)
    }
    const removed = previous.prerendered.filter((route) => !pages.expected.has(route))
    for (const route of removed) {
      for (const file of [htmlFile(route), payloadFile(route)]) {
        await rm(path.join(outDir, file), { force: true })
        otherFiles.push(file)
      }
    }
    const catalogueFrom = 'missing' in deployed ? 'backend' : 'deployed'
    const result = { changedProducts: state.changed, written, removed, catalogueFrom } as const
    if (!written.length && !otherFiles.length) return { buildId: null, ...result, files: 0, otherFiles }

    const buildFiles = await writeIncrementalBuildFiles({
      outDir,
      previous,
      buildId: opts.buildId,
      timestamp: opts.timestamp,
      prerendered: [...pages.expected].sort(),
      written,
      siteUrl: opts.siteUrl,
    })
    otherFiles.push(...buildFiles)
    return { buildId: opts.buildId, ...result, files: written.length * 2 + otherFiles.length, otherFiles }
  } finally {
    await pages.dispose()
  }
}

/**
 * Offers every page the catalogue makes: the pages of the products read (changed or appeared) and of their
 * neighbours whose related products changed, every listing page, the home page and /categories. Returns the
 * catalogue index, to be written once the pages are.
 */
async function offerPages(opts: {
  siteUrl: string
  perPage: number
  site: SiteInfo
  categories: Category[]
  state: ChangedCatalogue
  outDir: string
  offer: (route: string, payload: RoutePayload) => Promise<void>
}): Promise<CatalogueIndexWriter> {
  const { offer } = opts
  const { catalogue, related } = opts.state
  for (const product of opts.state.read) {
    const withRelated = { ...product, related: related.get(product.id) ?? [] }
    await offer(`/product/${product.slug}`, buildProductPayload(withRelated, opts.siteUrl))
  }
  await refreshNeighbours({ outDir: opts.outDir, products: opts.state.neighbours, related, offer })

  const allListing = new ListingPager(ALL_PRODUCTS_PATH, null, opts.perPage, offer)
  await allListing.add(catalogue, catalogue.length)
  await allListing.finish()
  for (const category of opts.categories) {
    const pager = new ListingPager(categoryBasePath(category.slug), category, opts.perPage, offer)
    for (const batch of opts.state.categories.get(category.slug) ?? [])
      await pager.add(batch.products, batch.found)
    await pager.finish()
  }
  const newest = catalogue.slice(0, HOME_PRODUCT_COUNT)
  const onSale = catalogue.filter((card) => card.onSale).slice(0, HOME_PRODUCT_COUNT)
  await offer('/', buildHomePayload({ site: opts.site, categories: opts.categories, newest, onSale }))
  await offer('/categories', buildCategoriesPayload(opts.categories))

  const texts = new Map(opts.state.texts)
  for (const [id, text] of searchTexts(opts.state.read)) texts.set(id, text)
  const index = new CatalogueIndexWriter({ categories: opts.categories })
  index.add(catalogue, texts)
  return index
}
