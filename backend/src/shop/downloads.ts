import { getProduct } from '../db/catalogue'
import type { Db } from '../db/database'
import { getOrderItems, type OrderRow } from '../db/orders'

export interface DownloadableItemModel {
  downloadId: string
  name: string
  file: string
  orderId: number
  orderKey: string
  productId: number
}

/** Downloads granted by an order: those of its downloadable products, once the order is paid or being processed. */
export function downloadableItems(db: Db, order: OrderRow): DownloadableItemModel[] {
  if (!['processing', 'completed'].includes(order.status)) return []
  return getOrderItems(db, order.id).flatMap((item) => {
    const product = getProduct(db, item.variation_id ?? item.product_id)
    if (!product?.downloadable) return []
    return (JSON.parse(product.downloads) as Array<{ id: string; name: string; file: string }>).map((d) => ({
      downloadId: d.id,
      name: d.name,
      file: d.file,
      orderId: order.id,
      orderKey: order.order_key,
      productId: product.id,
    }))
  })
}
