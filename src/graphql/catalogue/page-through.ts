/**
 * The most nodes one request asks for: WPGraphQL caps `first` at 100 (asked for 500, it answers 100 with
 * `hasNextPage: true`), so every catalogue connection is read in pages of at most this many.
 */
export const MAX_PAGE_SIZE = 100

/** One cursor page of a products connection, as every catalogue document asks for it. */
export interface ConnectionPage<Node> {
  found?: number | null
  pageInfo: { hasNextPage: boolean; endCursor?: string | null }
  nodes: readonly Node[]
}

/**
 * Follows a connection's cursors from the first page to the last: `fetchPage(after)` asks for one page
 * (null when the answer has none). Yields each page's nodes mapped, with the connection's total size.
 *
 * The total is the first page's `found`: WooGraphQL answers `found: null` on every page after the first. Without
 * one, it is the number of nodes read so far (a lower bound, which the last page makes exact).
 */
export async function* pageThrough<Node, T>(
  fetchPage: (after: string | null) => Promise<ConnectionPage<Node> | null | undefined>,
  map: (node: Node) => T,
): AsyncGenerator<{ found: number; products: T[] }> {
  let after: string | null = null
  let found: number | null = null
  let read = 0
  for (;;) {
    const page: ConnectionPage<Node> | null | undefined = await fetchPage(after)
    if (!page) return
    if (after === null && typeof page.found === 'number') found = page.found
    read += page.nodes.length
    yield { found: Math.max(found ?? 0, read), products: page.nodes.map(map) }
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return
    after = page.pageInfo.endCursor
  }
}

/** A page size no larger than the backend answers. */
export const pageSize = (wanted: number): number => Math.max(1, Math.min(wanted, MAX_PAGE_SIZE))
