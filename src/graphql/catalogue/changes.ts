import type { Client } from '@urql/core'
import type { ProductDetail } from '../../domain/catalogue'
import { siteDateInput } from '../../lib/site-date'
import { unwrap } from '../errors'
import { graphql } from '../tada'
import type { ProductBatch } from './api'
import { toProductDetail } from './mappers'
import { pageThrough } from './page-through'
import { ProductDetailsPage } from './queries'

/** The ids of a listing's products (all products, or one category) in listing order, newest first. */
export const ListingIdsPage = graphql(`
  query getListingIds($after: String, $first: Int!, $slug: [String]) {
    products(
      first: $first
      after: $after
      where: {
        categoryIn: $slug
        visibility: VISIBLE
        minPrice: 0
        orderby: { field: DATE, order: DESC }
        status: "publish"
      }
    ) {
      found
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        databaseId
      }
    }
  }
`)

export const SiteTimezone = graphql(`
  query getSiteTimezone {
    generalSettings {
      timezone
    }
  }
`)

/**
 * Pages through the visible products modified at or after `sinceMs` (UTC milliseconds). The API compares
 * dates in the site's time zone to the second, so the time is turned into the site's wall-clock time.
 */
export async function* streamProductsModifiedSince(
  client: Client,
  sinceMs: number,
  pageSize: number,
): AsyncGenerator<ProductBatch<ProductDetail>> {
  const settings = unwrap(await client.query(SiteTimezone, {}))
  const since = {
    after: siteDateInput(sinceMs, settings.generalSettings?.timezone ?? 'UTC'),
    column: 'MODIFIED' as const,
    inclusive: true,
  }
  yield* pageThrough(
    async (after) =>
      unwrap(await client.query(ProductDetailsPage, { first: pageSize, after, since })).products,
    toProductDetail,
  )
}

/**
 * A listing's product ids in order, with its size: far lighter for the backend than the cards, when the
 * cards are already known from the listing of all products.
 */
export async function fetchListingIds(
  client: Client,
  categorySlug: string | null,
  pageSize = 1000,
): Promise<{ found: number; ids: number[] }> {
  const ids: number[] = []
  let found = 0
  const slug = categorySlug ? [categorySlug] : null
  for await (const page of pageThrough(
    async (after) => unwrap(await client.query(ListingIdsPage, { first: pageSize, after, slug })).products,
    (node) => node.databaseId,
  )) {
    found = page.found
    ids.push(...page.products)
  }
  return { found: Math.max(found, ids.length), ids }
}
