import type { Client } from '@urql/core'
import type { ProductDetail } from '../../domain/catalogue'
import { unwrap } from '../errors'
import { graphql, type ResultOf } from '../tada'
import type { ProductPageFields } from './fragments'
import { toProductDetail } from './mappers'
import { MAX_PAGE_SIZE } from './page-through'

/**
 * The companion plugin's bulk read (wordpress/forge-headless-payments, `forgeProductPages`): up to 100 products with
 * everything their pages show, read from WooCommerce's data store in one request. `nodes` holds each product in the
 * shape WooGraphQL answers `ProductPageFields`, so it is mapped by the same code as the GraphQL read.
 */
export const ProductPagesBulk = graphql(`
  query getProductPagesBulk($include: [Int!]!) {
    forgeProductPages(include: $include) {
      format
      nodes
    }
  }
`)

/**
 * The plugin's id listing: every visible product of a listing (all products, or categories), newest first, in one
 * request (WooGraphQL answers pages of 100, each a request).
 */
export const ProductIdsBulk = graphql(`
  query getProductIdsBulk($categoryIn: [String!]) {
    forgeProductIds(categoryIn: $categoryIn)
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
 * The products of `ids` that are still visible, in the order of `ids`, by the plugin's bulk read. Throws
 * BulkReadUnavailable when the shop has no such read (the caller reads through WooGraphQL instead); any other
 * failure is the request's and is thrown as it is.
 */
export async function fetchProductPagesBulk(client: Client, ids: number[]): Promise<ProductDetail[]> {
  if (ids.length > MAX_PAGE_SIZE)
    throw new Error(`At most ${MAX_PAGE_SIZE} products by id, not ${ids.length}`)
  const result = await client.query(ProductPagesBulk, { include: ids })
  const missing = missingField(result, 'forgeProductPages')
  if (missing) throw missing
  const pages = unwrap(result).forgeProductPages
  if (!pages) throw new BulkReadUnavailable('the shop answered no product pages')
  if (pages.format !== PRODUCT_PAGES_FORMAT || !Array.isArray(pages.nodes))
    throw new BulkReadUnavailable(
      `the shop answers format ${String(pages.format)}, not ${PRODUCT_PAGES_FORMAT}`,
    )
  const byId = new Map((pages.nodes as WireDetail[]).map((node) => [node.databaseId, node]))
  return ids.flatMap((id) => {
    const node = byId.get(id)
    return node ? [toProductDetail(node)] : []
  })
}
