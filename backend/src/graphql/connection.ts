export interface ConnectionArgs {
  first?: number | null
  last?: number | null
  after?: string | null
  before?: string | null
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T } & Record<string, unknown>>
  nodes: T[]
  pageInfo: {
    hasNextPage: boolean
    hasPreviousPage: boolean
    startCursor: string | null
    endCursor: string | null
  }
}

/** WPGraphQL's `graphql_connection_max_query_amount`: a page holds at most 100 nodes, whatever `first` asks. */
export const MAX_PAGE = 100
export const DEFAULT_PAGE = 10

export const offsetCursor = (offset: number) => Buffer.from(`arrayconnection:${offset}`).toString('base64')

export function cursorOffset(cursor: string | null | undefined): number | null {
  if (!cursor) return null
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))
  return match ? Number(match[1]) : null
}

/** WPGraphQL's debug notice when `first` or `last` asks for more than a page holds (getListingIds-first-1000). */
export function pageCapNotice(args: ConnectionArgs): string | null {
  const asked = Math.max(args.first ?? 0, args.last ?? 0)
  return asked > MAX_PAGE
    ? `The number of items requested by the connection (${asked}) exceeds the max query amount. Only the first ${MAX_PAGE} items will be returned.`
    : null
}

/** Turns first/last/after/before into an offset window over `total` items. */
export function pageWindow(args: ConnectionArgs, total: number): { offset: number; limit: number } {
  let start = 0
  let end = total
  const after = cursorOffset(args.after)
  const before = cursorOffset(args.before)
  if (after !== null) start = Math.min(total, after + 1)
  if (before !== null) end = Math.max(start, Math.min(end, before))
  if (args.first != null) end = Math.min(end, start + Math.max(0, Math.min(args.first, MAX_PAGE)))
  else if (args.last == null) end = Math.min(end, start + DEFAULT_PAGE)
  if (args.last != null) start = Math.max(start, end - Math.max(0, Math.min(args.last, MAX_PAGE)))
  return { offset: start, limit: end - start }
}

export function buildConnection<T>(
  nodes: T[],
  offset: number,
  total: number,
  edgeExtra?: (node: T) => Record<string, unknown>,
): Connection<T> {
  const edges = nodes.map((node, i) => ({ cursor: offsetCursor(offset + i), node, ...edgeExtra?.(node) }))
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: offset + nodes.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  }
}

/** A connection over an in-memory list. */
export function connectionFromArray<T>(
  items: T[],
  args: ConnectionArgs,
  edgeExtra?: (node: T) => Record<string, unknown>,
): Connection<T> {
  const { offset, limit } = pageWindow(
    { first: args.first ?? (args.last == null ? MAX_PAGE : null), ...args },
    items.length,
  )
  return buildConnection(items.slice(offset, offset + limit), offset, items.length, edgeExtra)
}
