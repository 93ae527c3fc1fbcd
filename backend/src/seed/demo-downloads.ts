import type { Db } from '../db/database'
import { getProduct } from '../db/catalogue'
import { insertPermissions } from '../db/download-permissions'
import { getOrder } from '../db/orders'
import { userAddresses } from '../db/users'
import { createOrder } from '../shop/orders'

/**
 * 10 February 2024 14:00 UTC, and ten years later: fixed dates keep the seed deterministic. The order is the demo's
 * oldest, so the unlimited download of the newer order stays the first one listed.
 */
const ORDER_DATE = Date.UTC(2024, 1, 10, 14)
const ACCESS_EXPIRES = Date.UTC(2034, 1, 10, 14) / 1000
const DOWNLOAD_LIMIT = 5

/**
 * The demo customer's first (and oldest) past order: the digital product, bought as a licence with a download limit
 * and an expiry, so the account's downloads list shows both kinds (the next order's file is unlimited and never
 * expires). Its permission is written here; the order's lazy grant then finds it and adds none.
 */
export function seedDemoLicence(db: Db, customerId: number, productId: number | undefined): void {
  const product = productId === undefined ? undefined : getProduct(db, productId)
  const user = userAddresses(db, customerId)
  if (!product?.downloadable || !user) return
  const orderId = createOrder(db, {
    customerId,
    status: 'completed',
    date: new Date(ORDER_DATE).toISOString().slice(0, 19),
    billing: user.billing,
    shipping: user.shipping,
    paymentMethod: 'cod',
    paymentMethodTitle: 'Cash on delivery',
    shippingCost: 0,
    coupons: [],
    lines: [
      {
        productId: product.id,
        variationId: null,
        name: product.name,
        quantity: 1,
        unitPrice: product.min_price,
      },
    ],
  })
  const order = getOrder(db, orderId)!
  const files = JSON.parse(product.downloads) as { id: string }[]
  insertPermissions(
    db,
    files.map((file) => ({
      download_id: file.id,
      product_id: product.id,
      order_id: orderId,
      order_key: order.order_key,
      user_email: user.billing.email ?? '',
      user_id: customerId,
      downloads_remaining: DOWNLOAD_LIMIT,
      access_granted: ORDER_DATE / 1000,
      access_expires: ACCESS_EXPIRES,
    })),
  )
}
