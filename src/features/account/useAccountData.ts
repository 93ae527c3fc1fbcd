import { useMemo } from 'react'
import { useQuery } from 'urql'
import { GetOrders } from '../orders'
import { CustomerView, GetDownloads } from './account-documents'
import {
  toDownloadListItem,
  toOrderListItem,
  type DownloadListItem,
  type OrderListItem,
} from './account-mappers'
import type { ProfileChanges } from './account-slice'
import { AccountCountries } from './profile-documents'

/** The account's lists and details from the GraphQL cache (the slice's calls fill it); null until loaded. */

export function useProfile(): ProfileChanges | null {
  const [{ data }] = useQuery({ query: CustomerView, requestPolicy: 'cache-only' })
  return useMemo(() => {
    const c = data?.customer
    if (!c) return null
    return {
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      email: c.email ?? '',
      displayName: c.displayName ?? '',
    }
  }, [data])
}

export function useOrderList(): OrderListItem[] | null {
  const [{ data }] = useQuery({ query: GetOrders, requestPolicy: 'cache-only' })
  return useMemo(() => {
    const nodes = data?.customer?.orders?.nodes
    return nodes ? nodes.flatMap((o) => toOrderListItem(o) ?? []) : null
  }, [data])
}

export function useDownloadList(): DownloadListItem[] | null {
  const [{ data }] = useQuery({ query: GetDownloads, requestPolicy: 'cache-only' })
  return useMemo(() => {
    const nodes = data?.customer?.downloadableItems?.nodes
    return nodes ? nodes.flatMap((d) => toDownloadListItem(d) ?? []) : null
  }, [data])
}

export function useAllowedCountryCodes(): string[] {
  const [{ data }] = useQuery({ query: AccountCountries, requestPolicy: 'cache-only' })
  return useMemo(() => (data?.allowedCountries ?? []).flatMap((c) => (c ? [c] : [])), [data])
}
