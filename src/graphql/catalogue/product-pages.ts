import type { Client } from '@urql/core'
import type { ProductDetail } from '../../domain/catalogue'
import { unwrap } from '../errors'
import { graphql, type ResultOf } from '../tada'
import type { ProductPageFields } from './fragments'
import { toProductDetail } from './mappers'
import { MAX_PAGE_SIZE } from './page-through'

/**
 * The companion plugin's bulk read (wordpress/forge-headless-payments, `forgeProductPages`): up to 100 products with
 * everything their pages show, read from WooCommerce's data store. `nodes` holds each product in the shape WooGraphQL
 * answers `ProductPageFields`, so it is mapped by the same code as the GraphQL read.
 *
 * One request asks the field up to three times (`more`, `rest`: empty unless given): WordPress starts up once per
 * request (~140 ms of PHP, as much as 50 products), and the plugin's cap of 100 holds for each field, so a shop with
 * any plugin version answers it.
 */
export const ProductPagesBulk = graphql(`
  query getProductPagesBulk($include: [Int!]!, $more: [Int!]! = [], $rest: [Int!]! = []) {
    forgeProductPages(include: $include) {
      format
      nodes
    }
    more: forgeProductPages(include: $more) {
      format
      nodes
    }
    rest: forgeProductPages(include: $rest) {
      format
      nodes
    }
  }
`)

/** The most products one bulk request reads: three fields of the plugin's 100. */
export const MAX_BULK_PRODUCTS = 3 * MAX_PAGE_SIZE

/**
 * The plugin's id listing: every visible product of a listing (all products, or categories), newest first, in one
 * request (WooGraphQL answers pages of 100, each a request).
 */
export const ProductIdsBulk = graphql(`
  query getProductIdsBulk($categoryIn: [String!]) {
    forgeProductIds(categoryIn: $categoryIn)
  }
`)

/**
 * The plugin's listing sizes (1.6 and later): how many visible products each category lists, subcategories included
 * (WooGraphQL's `found` of that category's listing), for up to 100 categories in one request instead of one each.
 */
export const ProductCountsBulk = graphql(`
  query getProductCountsBulk($categories: [String!]!) {
    forgeProductCounts(categories: $categories)
  }
`)

/** The shape of `nodes` this storefront reads (the plugin's Product_Pages_Field::FORMAT). */
export const PRODUCT_PAGES_FORMAT = 2

/** Why a shop cannot answer the bulk read: the plugin is missing, too old, or answers another shape. */
export class BulkReadUnavailable extends Error {}

type WireDetail = ResultOf<typeof ProductPageFields>

/** A GraphQL error that says the shop's schema has no such field: the plugin is missing or too old. */
function missingField(result: { error?: { graphQLErrors: { message: string }[] } }, field: string) {
  const error = result.error?.graphQLErrors.find((e) => e.message.includes(`"${field}"`))
  return error ? new BulkReadUnavailable(error.message) : null
}

/**
 * The ids of a listing's visible products, newest first, by the plugin's id listing (the order and filter of
 * `getListingIds`). Throws BulkReadUnavailable when the shop has no such listing.
 */
export async function fetchListingIdsBulk(client: Client, categorySlug: string | null): Promise<number[]> {
  const result = await client.query(ProductIdsBulk, { categoryIn: categorySlug ? [categorySlug] : null })
  const missing = missingField(result, 'forgeProductIds')
  if (missing) throw missing
  return [...unwrap(result).forgeProductIds]
}

/**
 * How many visible products each of `slugs`' categories lists, in their order, by the plugin's count (up to 100
 * slugs). Throws BulkReadUnavailable when the shop has no such count (a plugin before 1.6).
 */
export async function fetchListingSizesBulk(client: Client, slugs: string[]): Promise<number[]> {
  if (slugs.length > MAX_PAGE_SIZE)
    throw new Error(`At most ${MAX_PAGE_SIZE} categories at once, not ${slugs.length}`)
  const result = await client.query(ProductCountsBulk, { categories: slugs })
  const missing = missingField(result, 'forgeProductCounts')
  if (missing) throw missing
  const counts = unwrap(result).forgeProductCounts
  if (counts?.length !== slugs.length)
    throw new Error(`The shop counted ${counts?.length ?? 0} categories, not the ${slugs.length} asked for`)
  return [...counts]
}

/** The nodes of one answered field, or why the shop's answer cannot be read as product pages. */
function nodesOf(pages: { format: number; nodes: unknown } | null): WireDetail[] {
  if (!pages) throw new BulkReadUnavailable('the shop answered no product pages')
  if (pages.format !== PRODUCT_PAGES_FORMAT || !Array.isArray(pages.nodes))
    throw new BulkReadUnavailable(
      `the shop answers format ${String(pages.format)}, not ${PRODUCT_PAGES_FORMAT}`,
    )
  return pages.nodes as WireDetail[]
}

/**
 * The products of `ids` (at most MAX_BULK_PRODUCTS) that are still visible, in the order of `ids`, by the plugin's
 * bulk read. Throws BulkReadUnavailable when the shop has no such read (the caller reads through WooGraphQL
 * instead); any other failure is the request's and is thrown as it is.
 */
export async function fetchProductPagesBulk(client: Client, ids: number[]): Promise<ProductDetail[]> {
  if (ids.length > MAX_BULK_PRODUCTS)
    throw new Error(`At most ${MAX_BULK_PRODUCTS} products by id, not ${ids.length}`)
  const part = (i: number) => ids.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE)
  const result = await client.query(ProductPagesBulk, { include: part(0), more: part(1), rest: part(2) })
  const missing = missingField(result, 'forgeProductPages')
  if (missing) throw missing
  const data = unwrap(result)
  const nodes = [data.forgeProductPages, data.more, data.rest].flatMap(nodesOf)
  const byId = new Map(nodes.map((node) => [node.databaseId, node]))
  return ids.flatMap((id) => {
    const node = byId.get(id)
    return node ? [toProductDetail(node)] : []
  })
}
