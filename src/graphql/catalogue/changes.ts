import type { Client } from '@urql/core'
import type { ProductDetail } from '../../domain/catalogue'
import { siteDateInput } from '../../lib/site-date'
import { unwrap } from '../errors'
import { graphql, type ResultOf } from '../tada'
import { ProductPageFields } from './fragments'
import { toProductDetail } from './mappers'
import { MAX_PAGE_SIZE, pageSize, pageThrough } from './page-through'

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

/**
 * Full products, the last modified first. The real stack ignores `dateQuery` (it answers every product), so the
 * order is what lets a reader stop at the first product modified before its time; a backend that honours the
 * filter just answers fewer pages.
 */
export const ProductsModifiedSincePage = graphql(
  `
    query getProductsModifiedSince($after: String, $first: Int!, $since: DateQueryInput) {
      products(
        first: $first
        after: $after
        where: {
          visibility: VISIBLE
          minPrice: 0
          orderby: { field: MODIFIED, order: DESC }
          status: "publish"
          dateQuery: $since
        }
      ) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          modifiedGmt
          ...ProductPageFields
        }
      }
    }
  `,
  [ProductPageFields],
)

export const SiteTimezone = graphql(`
  query getSiteTimezone {
    generalSettings {
      timezone
    }
  }
`)

type ModifiedPage = ResultOf<typeof ProductsModifiedSincePage>['products']

/** A WordPress GMT time (`2026-11-26T11:35:12`, no zone) or an ISO time with a zone, in UTC milliseconds. */
export function gmtMs(value: string | null | undefined): number | null {
  if (!value) return null
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(ms) ? null : ms
}

/**
 * The visible products modified at or after `sinceMs` (UTC milliseconds), a page at a time, the last modified
 * first. Reads products by modification date, newest first, and stops at the first one modified before
 * `sinceMs`, so the answer is right whether or not the backend honours the date filter it is also sent (which
 * compares in the site's time zone to the second, hence the wall-clock time). A product without a readable
 * modification date is kept, never a reason to stop.
 */
export async function* streamProductsModifiedSince(
  client: Client,
  sinceMs: number,
  size: number,
): AsyncGenerator<ProductDetail[]> {
  const settings = unwrap(await client.query(SiteTimezone, {}))
  const since = {
    after: siteDateInput(sinceMs, settings.generalSettings?.timezone ?? 'UTC'),
    column: 'MODIFIED' as const,
    inclusive: true,
  }
  const first = pageSize(size)
  let after: string | null = null
  for (;;) {
    const page: ModifiedPage = unwrap(
      await client.query(ProductsModifiedSincePage, { first, after, since }),
    ).products
    if (!page) return
    const older = page.nodes.findIndex((node) => (gmtMs(node.modifiedGmt) ?? Infinity) < sinceMs)
    const changed = older < 0 ? page.nodes : page.nodes.slice(0, older)
    if (changed.length) yield changed.map(toProductDetail)
    if (older >= 0 || !page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return
    after = page.pageInfo.endCursor
  }
}

/**
 * A listing's product ids in order, with its size: far lighter for the backend than the cards, when the
 * cards are already known from the listing of all products.
 */
export async function fetchListingIds(
  client: Client,
  categorySlug: string | null,
  size = MAX_PAGE_SIZE,
): Promise<{ found: number; ids: number[] }> {
  const ids: number[] = []
  let found = 0
  const slug = categorySlug ? [categorySlug] : null
  const first = pageSize(size)
  for await (const page of pageThrough(
    async (after) => unwrap(await client.query(ListingIdsPage, { first, after, slug })).products,
    (node) => node.databaseId,
  )) {
    found = page.found
    ids.push(...page.products)
  }
  return { found: Math.max(found, ids.length), ids }
}
