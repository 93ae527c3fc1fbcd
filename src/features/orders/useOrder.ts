import { useCallback, useMemo } from 'react'
import { useQuery } from 'urql'
import { useShop } from '../../shop/shop-context'
import { GetOrderByKey } from './order-documents'
import { outcomeOf, type OrderOutcome } from './order-outcome'
import { orderRequest, type OrderLocation } from './order-request'

export type OrderView = { state: 'loading' } | OrderOutcome

/**
 * The order an order-summary URL points at, read into the GraphQL cache. It waits for the session's
 * first getCart (the session and sign-in are settled then), then sends the one request orderRequest chooses.
 */
export function useOrder({ orderId, orderKey }: OrderLocation): { view: OrderView; retry(): void } {
  const loaded = useShop((s) => s.isLoaded)
  const request = useMemo(
    () => (loaded ? orderRequest({ orderId, orderKey }) : null),
    [loaded, orderId, orderKey],
  )
  const [result, reexecute] = useQuery<unknown>({
    query: request?.query ?? GetOrderByKey,
    variables: (request?.variables ?? {}) as never,
    pause: !request,
    requestPolicy: 'cache-and-network',
  })
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute])
  const view = useMemo((): OrderView => {
    if (!loaded) return { state: 'loading' }
    if (!request) return { state: 'not-found' }
    if (result.data === undefined && (result.fetching || !result.error)) return { state: 'loading' }
    return outcomeOf(request, result)
  }, [loaded, request, result])
  return { view, retry }
}
