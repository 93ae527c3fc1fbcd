/** One cursor page of a products connection, as every catalogue document asks for it. */
export interface ConnectionPage<Node> {
  found?: number | null
  pageInfo: { hasNextPage: boolean; endCursor?: string | null }
  nodes: readonly Node[]
}

/**
 * Follows a connection's cursors from the first page to the last: `fetchPage(after)` asks for one page
 * (null when the answer has none). Yields each page's nodes mapped, with the connection's total size.
 */
export async function* pageThrough<Node, T>(
  fetchPage: (after: string | null) => Promise<ConnectionPage<Node> | null | undefined>,
  map: (node: Node) => T,
): AsyncGenerator<{ found: number; products: T[] }> {
  let after: string | null = null
  for (;;) {
    const page: ConnectionPage<Node> | null | undefined = await fetchPage(after)
    if (!page) return
    yield { found: page.found ?? page.nodes.length, products: page.nodes.map(map) }
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return
    after = page.pageInfo.endCursor
  }
}
