import type { ResultOf } from '../../graphql/tada'
import type { DownloadableItemFields, OrderFields } from '../orders'

/** One line of the account's order list. */
export interface OrderListItem {
  databaseId: number
  number: string
  date: string
  status: string
  total: string
}

/** One line of the account's downloads. */
export interface DownloadListItem {
  id: string
  name: string
  productName: string
  productSlug: string | null
  url: string
  /** null: never expires. */
  accessExpires: string | null
  /** null: unlimited. */
  downloadsRemaining: number | null
}

export function toOrderListItem(order: ResultOf<typeof OrderFields>): OrderListItem | null {
  if (!order.databaseId) return null
  return {
    databaseId: order.databaseId,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date ?? '',
    status: order.status ?? '',
    total: order.total ?? '',
  }
}

export function toDownloadListItem(item: ResultOf<typeof DownloadableItemFields>): DownloadListItem | null {
  if (!item.url) return null
  return {
    id: item.id,
    name: item.name ?? '',
    productName: item.product?.name ?? '',
    productSlug: item.product?.slug ?? null,
    url: item.url,
    accessExpires: item.accessExpires ?? null,
    downloadsRemaining: item.downloadsRemaining ?? null,
  }
}
