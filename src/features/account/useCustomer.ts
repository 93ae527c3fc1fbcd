import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { Customer } from '../../domain/shop'
import { CustomerView } from './account-documents'
import { toCustomer } from './customer-mapper'

/** The session's customer (addresses, contact) from the GraphQL cache, without a request. */
export function useCustomer(): Customer | null {
  const [{ data }] = useQuery({ query: CustomerView, requestPolicy: 'cache-only' })
  return useMemo(() => (data?.customer ? toCustomer(data.customer) : null), [data])
}
