import type { Client } from '@urql/core'
import type { ProductDetail } from '../../domain/catalogue'
import { unwrap } from '../errors'
import { graphql } from '../tada'
import { ListingIdsPage } from './changes'
import { ProductPageFields } from './fragments'
import { toProductDetail } from './mappers'
import { MAX_PAGE_SIZE } from './page-through'

/**
 * Full products by id (at most 100), for the build's parallel reads: `include` is WooGraphQL's `post__in`, so any
 * number of these can run at once, unlike cursor pages, each of which needs the one before it. The same filters as
 * the listings, so a product hidden or unpublished since its id was read is simply not answered.
 */
export const ProductDetailsByIds = graphql(
  `
    query getProductDetailsByIds($include: [Int], $first: Int!) {
      products(
        first: $first
        where: {
          include: $include
          visibility: VISIBLE
          minPrice: 0
          orderby: { field: DATE, order: DESC }
          status: "publish"
        }
      ) {
        nodes {
          ...ProductPageFields
        }
      }
    }
  `,
  [ProductPageFields],
)

/** The products of `ids` that are still visible, in the order of `ids` (the listing's order, not the answer's). */
export async function fetchProductDetailsByIds(client: Client, ids: number[]): Promise<ProductDetail[]> {
  if (ids.length > MAX_PAGE_SIZE)
    throw new Error(`At most ${MAX_PAGE_SIZE} products by id, not ${ids.length}`)
  const data = unwrap(await client.query(ProductDetailsByIds, { include: ids, first: ids.length }))
  const byId = new Map((data.products?.nodes ?? []).map((node) => [node.databaseId, node]))
  return ids.flatMap((id) => {
    const node = byId.get(id)
    return node ? [toProductDetail(node)] : []
  })
}

/**
 * How many products a listing (all products, or one category) holds, as the backend counts it: the `found` of a
 * one-node first page (WooGraphQL answers `found` on the first page only).
 */
export async function fetchListingSize(client: Client, categorySlug: string | null): Promise<number | null> {
  const slug = categorySlug ? [categorySlug] : null
  const page = unwrap(await client.query(ListingIdsPage, { first: 1, after: null, slug })).products
  return typeof page?.found === 'number' ? page.found : null
}
