import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Client } from '@urql/core'
import type { Category, ProductDetail, ProductSummary } from '../../src/domain/catalogue'
import { type ProductBatch, streamProductCards } from '../../src/graphql/catalogue/api'
import { fetchListingSize } from '../../src/graphql/catalogue/bulk'
import { fetchListingIds } from '../../src/graphql/catalogue/changes'
import { MAX_PAGE_SIZE } from '../../src/graphql/catalogue/page-through'
import { CATALOGUE_SEARCH_PATH } from '../../src/lib/listing/index-format'
import { summaryOf } from '../../src/lib/product-summary'
import { applyChanges, categoryMembers, placeByDate, relatedChanges } from './changed-catalogue'
import type { DeployedCatalogue } from './deployed-catalogue'
import type { ProductPageReader } from './product-page-reader'
import { neighboursOf } from './refresh-related'
import { relatedOfCatalogue } from './related-products'
import type { RequestLimiter } from './request-limiter'

/** What a rebuild writes from: the catalogue now and what of it was read from the backend. */
export interface ChangedCatalogue {
  /** Every visible product's card, in catalogue order. */
  catalogue: ProductSummary[]
  /** The products read from the backend (changed since, or appeared): their pages are written from these. */
  read: ProductDetail[]
  /** Products modified since (and still visible). */
  changed: number
  /** Each category's products, in its listing's order, with the listing's size. */
  categories: Map<string, ProductBatch<ProductSummary>[]>
  /** Search texts of the products not read (the deployed build's). */
  texts: Map<number, string>
  /** Each product's related products now (related-products.ts), by id. */
  related: Map<number, ProductSummary[]>
  /** Products not read whose deployed page may show other related products than the catalogue now gives. */
  neighbours: ProductSummary[]
}

export interface ReadContext {
  client: Client
  reader: ProductPageReader
  limiter: RequestLimiter
  /** The categories the backend lists now. */
  categories: Category[]
  /** The products modified since, the last modified first. */
  changedIds: number[]
}

/**
 * What changed, read from the backend, applied to the deployed catalogue (deployed-catalogue.ts): the backend is
 * asked only
 *
 * 1. which products were modified since (ids and times, newest first, in small pages: `fetchIdsModifiedSince`);
 * 2. which products the catalogue holds now, in its order: the companion plugin's id listing (one request) when the
 *    shop has it; otherwise the listing's size (one request), and WooGraphQL's pages of ids (100 a request) only
 *    when the size says a product came or went unseen (see `catalogueOrder`);
 * 3. the details of the changed products and of those that appeared without a newer modified date (the build's
 *    reader: the plugin's bulk read, else WooGraphQL by id; a request per 100);
 * 4. for a category the deployed listings cannot tell on their own (`categoryMembers`), its size (one request), and
 *    its ids only when that size is not the number of its own products (a parent category a change may have
 *    reached through a subcategory).
 *
 * Everything else (every other card, each category's order, the search texts) is the deployed build's. None of it
 * grows with the catalogue: a change of one product is five or six requests whatever the catalogue's size.
 */
export async function readChanges(
  ctx: ReadContext & { deployed: DeployedCatalogue; order: Promise<number[] | null> },
): Promise<ChangedCatalogue> {
  const { deployed, limiter, reader } = ctx
  const before = new Map(deployed.cards.map((card) => [card.id, card]))
  const modified = new Set(ctx.changedIds)
  const readDetails = async (ids: number[]) => {
    const chunks = Array.from({ length: Math.ceil(ids.length / MAX_PAGE_SIZE) }, (_, i) =>
      ids.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE),
    )
    return (await Promise.all(chunks.map((chunk) => limiter.run(() => reader.read(chunk))))).flat()
  }

  let order = await ctx.order
  const toRead = order ? order.filter((id) => !before.has(id) || modified.has(id)) : ctx.changedIds
  const read = await readDetails(toRead)
  if (!order) {
    order = await catalogueOrder({ ...ctx, deployed: deployed.cards, read })
    const known = new Set(read.map((product) => product.id))
    // Products that appeared in the listing without a newer modified date.
    read.push(...(await readDetails(order.filter((id) => !before.has(id) && !known.has(id)))))
  }
  const readCards = new Map(read.map((product) => [product.id, summaryOf(product)]))
  const catalogue = applyChanges(deployed.cards, order, readCards)
  const inCatalogue = new Set(catalogue.map((card) => card.id))
  const readNow = read.filter((product) => inCatalogue.has(product.id))
  const changed = new Set(readNow.map((product) => product.id))

  const members = categoryMembers({
    categories: ctx.categories,
    deployed: deployed.categories,
    deployedCards: deployed.cards,
    catalogue,
    changed,
  })
  const cards = new Map(catalogue.map((card) => [card.id, card]))
  const listings = new Map<string, ProductBatch<ProductSummary>[]>()
  await Promise.all(
    [...members].map(async ([slug, plan]) => {
      const ids = plan === 'ask' ? await categoryIds(ctx, slug, catalogue) : plan.ids
      const products = ids.flatMap((id) => cards.get(id) ?? [])
      listings.set(slug, [{ found: products.length, products }])
    }),
  )
  const related = relatedOfCatalogue(catalogue)
  return {
    catalogue,
    read: readNow,
    changed: ctx.changedIds.filter((id) => inCatalogue.has(id)).length,
    categories: listings,
    texts: deployed.texts,
    related,
    neighbours: relatedChanges({ deployed: deployed.cards, catalogue, related, changed }),
  }
}

/**
 * A category's products, in catalogue order, when the deployed listings cannot tell them. As the full build decides
 * (category-listings.ts): when the backend's size of its listing is the number of products that name it, it is the
 * catalogue narrowed to those; otherwise (its subcategories' products are in it too) its ids are read: the plugin's
 * listing in one request, else WooGraphQL's pages of 100.
 */
async function categoryIds(ctx: ReadContext, slug: string, catalogue: ProductSummary[]): Promise<number[]> {
  const own = catalogue.filter((card) => card.categories.includes(slug)).map((card) => card.id)
  const size = await ctx.limiter.run(() => fetchListingSize(ctx.client, slug))
  if (size === own.length) return own
  return (
    (await ctx.limiter.run(() => ctx.reader.bulkListingIds(slug))) ??
    (await ctx.limiter.run(() => fetchListingIds(ctx.client, slug))).ids
  )
}

/**
 * The catalogue's order without the plugin's id listing. The deployed order holds, with the changed products that
 * are new or were given another date placed by date (the listing's order: newest first, the higher id first at the
 * same time) and those no longer visible left out, when the listing's size is what that gives. Otherwise the ids are
 * read, 100 a request.
 *
 * WordPress sets the modified date of a product trashed, unpublished, hidden or published through the admin or the
 * REST API (`wp_update_post`, `wp_trash_post`, WooCommerce's product save), and so do this shop's edits; a product
 * that left without one (deleted from the database) makes the size smaller, and one that appeared without one (a
 * scheduled product published by WordPress's cron, `wp_publish_post`) larger, so both are seen. The limit: one of
 * each between two rebuilds leaves the size as it was, and both go unseen until the next full build (or a rebuild on
 * a shop with the companion plugin, whose id listing tells every product).
 */
async function catalogueOrder(
  ctx: ReadContext & { deployed: ProductSummary[]; read: ProductDetail[] },
): Promise<number[]> {
  const before = new Map(ctx.deployed.map((card) => [card.id, card]))
  const read = new Map(ctx.read.map((product) => [product.id, product]))
  const found = await ctx.limiter.run(() => fetchListingSize(ctx.client, null))
  // Changed products no longer visible (read as modified, gone before their details were asked for) leave.
  const left = new Set(ctx.changedIds.filter((id) => !read.has(id) && before.has(id)))
  // Changed products that are new or have another date: the order places them by date.
  const moved = ctx.read.filter((product) => before.get(product.id)?.date !== product.date)
  const movedIds = new Set(moved.map((product) => product.id))
  const rest = ctx.deployed.filter((card) => !left.has(card.id) && !movedIds.has(card.id))
  if (found === rest.length + moved.length) return placeByDate(rest, moved)
  const ids: number[] = []
  for await (const page of ctx.reader.listingIds((request) => ctx.limiter.run(request))) ids.push(...page.ids)
  return ids
}

/**
 * The whole catalogue read from the backend, for a deployed build whose files do not hold it: every product's card
 * (pages of 100) and every category's ids, the changed products' details, and the deployed search texts.
 */
export async function readWholeCatalogue(
  ctx: ReadContext & { outDir: string; previous: { prerendered: string[] } },
): Promise<ChangedCatalogue> {
  const { client, limiter } = ctx
  const [everything, categoryIds, texts] = await Promise.all([
    allCards(client, null),
    Promise.all(ctx.categories.map((category) => limiter.run(() => fetchListingIds(client, category.slug)))),
    readSearchTexts(ctx.outDir),
  ])
  const catalogue = everything.flatMap((batch) => batch.products)
  const previousRoutes = new Set(ctx.previous.prerendered)
  const changed = new Set(ctx.changedIds)
  // With the changed products, those that appeared without a newer modified date (published from a draft, say).
  const toRead = catalogue
    .filter((card) => changed.has(card.id) || !previousRoutes.has(`/product/${card.slug}`))
    .map((card) => card.id)
  const read: ProductDetail[] = []
  for (let i = 0; i < toRead.length; i += MAX_PAGE_SIZE)
    read.push(...(await ctx.reader.read(toRead.slice(i, i + MAX_PAGE_SIZE))))
  const cards = new Map(catalogue.map((card) => [card.id, card] as const))
  const categories = new Map<string, ProductBatch<ProductSummary>[]>()
  for (const [i, category] of ctx.categories.entries()) {
    const { found, ids } = categoryIds[i]!
    const listed = ids.map((id) => cards.get(id))
    // A product that changed between the two requests: this category's cards are asked for instead.
    categories.set(
      category.slug,
      listed.every(Boolean)
        ? [{ found, products: listed as ProductSummary[] }]
        : await allCards(client, category.slug),
    )
  }
  const readIds = new Set(read.map((product) => product.id))
  const routes = new Set(catalogue.map((card) => `/product/${card.slug}`))
  const anyRemoved = ctx.previous.prerendered.some(
    (route) => route.startsWith('/product/') && !routes.has(route),
  )
  return {
    catalogue,
    read,
    changed: ctx.changedIds.filter((id) => cards.has(id)).length,
    categories,
    texts,
    related: relatedOfCatalogue(catalogue),
    neighbours: neighboursOf(catalogue, readIds, anyRemoved).filter((card) => !readIds.has(card.id)),
  }
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
