import type { CombinedError } from '@urql/core'
import type { KeptOrder } from './kept-orders'
import { toOrder } from './order-mapper'
import { outcomeOf, type OrderOutcome } from './order-outcome'
import type { OrderRequest } from './order-request'

export type OrderView = { state: 'loading' } | OrderOutcome

/**
 * What the order screen shows: the backend's answer when it found the order (as it is now), else this
 * browser's kept copy, else loading, not-found or a retry as the answer says.
 */
export function orderView(input: {
  /** The session's first getCart has answered (the request waits for it). */
  loaded: boolean
  request: OrderRequest | null
  result: { data?: unknown; error?: CombinedError; fetching: boolean }
  kept: KeptOrder | null
}): OrderView {
  const { loaded, request, result, kept } = input
  const answered = request && (result.data !== undefined || result.error) ? outcomeOf(request, result) : null
  if (answered?.state === 'found') return answered
  if (kept) return { state: 'found', order: toOrder(kept) }
  if (!loaded) return { state: 'loading' }
  if (!request) return { state: 'not-found' }
  if (result.data === undefined && (result.fetching || !result.error)) return { state: 'loading' }
  return answered ?? { state: 'loading' }
}
