import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { Cart } from '../../domain/shop'
import { CartView } from './cart-documents'
import { toCart } from './cart-mapper'

/** The cart, read from the GraphQL cache (no request): it follows every mutation, optimistic change and rollback. */
export function useCart(): Cart | null {
  const [{ data }] = useQuery({ query: CartView, requestPolicy: 'cache-only' })
  return useMemo(() => (data?.cart ? toCart(data.cart) : null), [data])
}
