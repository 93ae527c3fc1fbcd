import type { Client } from '@urql/core'
import { unwrap } from '../errors'
import { graphql, type ResultOf } from '../tada'
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
 * The ids of visible products with their modification times, the last modified first: what an incremental rebuild
 * asks to find what changed, a few nodes at a time (a real WooGraphQL ignores `dateQuery`, so the order is what lets
 * a reader stop at the first product modified before its time). Ids and times only: a page costs WordPress its
 * start-up and a query, not the ~10–35 ms per product of a product's fields.
 */
export const ModifiedProductIdsPage = graphql(`
  query getModifiedProductIds($after: String, $first: Int!) {
    products(
      first: $first
      after: $after
      where: {
        visibility: VISIBLE
        minPrice: 0
        orderby: { field: MODIFIED, order: DESC }
        status: "publish"
      }
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        databaseId
        modifiedGmt
      }
    }
  }
`)

type ModifiedIdsPage = ResultOf<typeof ModifiedProductIdsPage>['products']

/** A WordPress GMT time (`2026-11-26T11:35:12`, no zone) or an ISO time with a zone, in UTC milliseconds. */
export function gmtMs(value: string | null | undefined): number | null {
  if (!value) return null
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(ms) ? null : ms
}

/** The first page of the scan for changes: one change, the usual case, is one small request. */
export const FIRST_MODIFIED_PAGE = 10

/**
 * The ids of the visible products modified at or after `sinceMs` (UTC milliseconds), the last modified first. Reads
 * ids and modification times newest first, in pages that start small (FIRST_MODIFIED_PAGE) and double, up to the
 * backend's 100, only while every product of a page is newer than `sinceMs`; it stops at the first one modified
 * before. A product without a readable modification date is kept, never a reason to stop.
 */
export async function fetchIdsModifiedSince(
  client: Client,
  sinceMs: number,
  firstPage = FIRST_MODIFIED_PAGE,
): Promise<number[]> {
  const ids: number[] = []
  let first = pageSize(firstPage)
  let after: string | null = null
  for (;;) {
    const page: ModifiedIdsPage = unwrap(
      await client.query(ModifiedProductIdsPage, { first, after }),
    ).products
    if (!page) return ids
    const older = page.nodes.findIndex((node) => (gmtMs(node.modifiedGmt) ?? Infinity) < sinceMs)
    for (const node of older < 0 ? page.nodes : page.nodes.slice(0, older)) ids.push(node.databaseId)
    if (older >= 0 || !page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return ids
    after = page.pageInfo.endCursor
    first = pageSize(first * 2)
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
