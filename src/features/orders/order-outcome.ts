import type { Client, CombinedError } from '@urql/core'
import type { Order } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import type { OrderFields } from './order-fragments'
import { toOrder } from './order-mapper'
import type { OrderRequest } from './order-request'

/** What the order summary shows: the order, "we could not find your order", or a retry after a failure. */
export type OrderOutcome = { state: 'found'; order: Order } | { state: 'not-found' } | { state: 'failed' }

type WireOrder = ResultOf<typeof OrderFields>
type AnyData = {
  order?: WireOrder | null
  customer?: { databaseId?: number | null; orders?: { nodes: (WireOrder | null)[] } | null } | null
}

const NOT_FOUND: OrderOutcome = { state: 'not-found' }

/** The newest order (by date, then by number): what /order-summary shows a customer. */
function latest(orders: (WireOrder | null)[]): WireOrder | null {
  const newestFirst = orders
    .filter((order): order is WireOrder => !!order)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || (b.databaseId ?? 0) - (a.databaseId ?? 0))
  return newestFirst[0] ?? null
}

/** The order of an answer: the one read by id, or the one wanted among the customer's (or session's) orders. */
function orderOf(request: OrderRequest, data: AnyData | null): WireOrder | null {
  if (request.kind === 'by-id') return data?.order ?? null
  const orders = data?.customer?.orders?.nodes ?? []
  if (request.kind === 'in-session')
    return orders.find((order) => order?.databaseId === request.orderId) ?? null
  // A registered customer's latest: a guest's /order-summary shows no order.
  return data?.customer?.databaseId ? latest(orders) : null
}

/**
 * Reads an answer. The backend's refusals ('Not authorized to access this order', 'No order exists
 * with the …') and an order other than the URL's (another id, another key) all mean "not found": a
 * stranger learns nothing about which orders exist. Only an unreachable shop or a server failure is
 * worth a retry.
 */
export function outcomeOf(
  request: OrderRequest,
  result: { data?: unknown; error?: CombinedError },
): OrderOutcome {
  if (result.error) return result.error.graphQLErrors.length ? NOT_FOUND : { state: 'failed' }
  const wire = orderOf(request, (result.data ?? null) as AnyData | null)
  if (!wire) return NOT_FOUND
  if (request.orderId !== null && wire.databaseId !== request.orderId) return NOT_FOUND
  if (request.orderKey && wire.orderKey !== request.orderKey) return NOT_FOUND
  return { state: 'found', order: toOrder(wire) }
}

/** Runs a request on the shop's client (its answer lands in the cache) and reads the outcome. */
export async function loadOrder(client: Client, request: OrderRequest | null): Promise<OrderOutcome> {
  if (!request) return NOT_FOUND
  const result = await client
    .query(request.query, request.variables as never, { requestPolicy: 'network-only' })
    .toPromise()
  return outcomeOf(request, result)
}
