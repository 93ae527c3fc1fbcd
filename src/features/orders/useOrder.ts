import { useCallback, useMemo } from 'react'
import { useQuery } from 'urql'
import { useShopSession } from '../../shop-kit'
import { useOrdersState } from './orders-state'
import { GetOrders, SignedInView } from './order-documents'
import { orderRequest, type OrderLocation } from './order-request'
import { orderView, type OrderView } from './order-view'

/**
 * The order an order-summary URL points at. This browser's kept copy of an order it placed shows at once;
 * the backend's answer, where it gives one (the owner's order by id, a guest session's own orders), replaces
 * it with the order as it is now. The request waits for the session's first getCart (the session and
 * sign-in are settled then).
 */
export function useOrder(location: OrderLocation): { view: OrderView; retry(): void } {
  const loaded = useShopSession((s) => s.isLoaded)
  const keptOrder = useOrdersState((s) => s.keptOrder)
  const [{ data: viewer }] = useQuery({ query: SignedInView, requestPolicy: 'cache-only' })
  const signedIn = !!viewer?.viewer
  const { orderId, orderKey } = location
  const target = useMemo(() => orderRequest({ orderId, orderKey }, signedIn), [orderId, orderKey, signedIn])
  const kept = useMemo(
    () => (target?.orderId ? keptOrder(target.orderId, target.orderKey) : null),
    [keptOrder, target],
  )
  const request = loaded ? target : null
  const [result, reexecute] = useQuery<unknown>({
    query: request?.query ?? GetOrders,
    variables: (request?.variables ?? {}) as never,
    pause: !request,
    requestPolicy: 'cache-and-network',
  })
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute])
  const view = useMemo(
    (): OrderView => orderView({ loaded, request, result, kept }),
    [loaded, request, result, kept],
  )
  return { view, retry }
}
