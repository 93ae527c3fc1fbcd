import { nowSeconds } from '../auth/tokens'
import { getProduct } from '../db/catalogue'
import { transaction, type Db } from '../db/database'
import {
  findPermission,
  insertPermissions,
  orderPermissions,
  productDownloadTerms,
  spendDownload,
  type DownloadPermissionRow,
} from '../db/download-permissions'
import { getOrderByKey, getOrderItems, type OrderRow } from '../db/orders'
import { refuse } from './errors'

/** WooCommerce grants downloads once an order is paid or being processed ("grant access after payment"). */
const DOWNLOAD_STATUSES = new Set(['processing', 'completed'])
export const isDownloadPermitted = (order: OrderRow) => DOWNLOAD_STATUSES.has(order.status)

interface StoredDownload {
  id: string
  name: string
  file: string
}

export interface DownloadableItemModel {
  downloadId: string
  name: string
  orderId: number
  orderKey: string
  productId: number
  email: string
  /** null: unlimited */
  downloadsRemaining: number | null
  /** unix seconds; null: never */
  accessExpires: number | null
}

const productFiles = (db: Db, productId: number): StoredDownload[] => {
  const product = getProduct(db, productId)
  return product?.downloadable ? (JSON.parse(product.downloads) as StoredDownload[]) : []
}

/** Order dates are stored as WordPress writes them (`2024-03-03T14:00:00`, UTC). */
const orderSeconds = (date: string) =>
  Math.floor(Date.parse(/Z|[+-]\d\d:\d\d$/.test(date) ? date : `${date}Z`) / 1000)

/**
 * Grants an order's download permissions the first time they are needed once the order is permitted, as WooCommerce
 * does when the order reaches processing: one per file of each downloadable product, tied to the order key and
 * billing email, with the product's download limit and expiry counted from the payment (or order) date.
 */
function grantDownloads(db: Db, order: OrderRow): void {
  if (!isDownloadPermitted(order) || orderPermissions(db, order.id).length > 0) return
  const email = (JSON.parse(order.billing) as { email?: string }).email ?? ''
  const granted = orderSeconds(order.date_paid ?? order.date)
  insertPermissions(
    db,
    getOrderItems(db, order.id).flatMap((item) => {
      const productId = item.variation_id ?? item.product_id
      const { limit, expiryDays } = productDownloadTerms(db, productId)
      return productFiles(db, productId).map((file) => ({
        download_id: file.id,
        product_id: productId,
        order_id: order.id,
        order_key: order.order_key,
        user_email: email,
        user_id: order.customer_id,
        downloads_remaining: limit >= 0 ? limit : null,
        access_granted: granted,
        access_expires: expiryDays > 0 ? granted + expiryDays * 86_400 : null,
      }))
    }),
  )
}

function toItem(db: Db, p: DownloadPermissionRow): DownloadableItemModel | null {
  const file = productFiles(db, p.product_id).find((f) => f.id === p.download_id)
  if (!file) return null
  return {
    downloadId: p.download_id,
    name: file.name,
    orderId: p.order_id,
    orderKey: p.order_key,
    productId: p.product_id,
    email: p.user_email,
    downloadsRemaining: p.downloads_remaining,
    accessExpires: p.access_expires,
  }
}

/** The downloads an order grants: none until it is permitted (processing or completed). */
export function downloadableItems(db: Db, order: OrderRow): DownloadableItemModel[] {
  if (!isDownloadPermitted(order)) return []
  return transaction(db, () => {
    grantDownloads(db, order)
    return orderPermissions(db, order.id)
      .map((p) => toItem(db, p))
      .filter((item): item is DownloadableItemModel => item !== null)
  })
}

export interface DownloadFilter {
  active?: boolean | null
  expired?: boolean | null
  hasDownloadsRemaining?: boolean | null
}

const expired = (item: DownloadableItemModel, now: number) =>
  item.accessExpires !== null && item.accessExpires < now
const hasRemaining = (item: DownloadableItemModel) =>
  item.downloadsRemaining === null || item.downloadsRemaining > 0

/** WooGraphQL's `downloadableItems(where: {active, expired, hasDownloadsRemaining})`. */
export function filterDownloads(
  items: DownloadableItemModel[],
  where: DownloadFilter | null | undefined,
  now = nowSeconds(),
): DownloadableItemModel[] {
  if (!where) return items
  return items.filter(
    (item) =>
      (where.active == null || where.active === (!expired(item, now) && hasRemaining(item))) &&
      (where.expired == null || where.expired === expired(item, now)) &&
      (where.hasDownloadsRemaining == null || where.hasDownloadsRemaining === hasRemaining(item)),
  )
}

/** WooCommerce's download link: `/?download_file=<product>&order=<order key>&email=<billing email>&key=<download>`. */
export function downloadLink(siteUrl: string, item: DownloadableItemModel): string {
  const query = new URLSearchParams({
    download_file: String(item.productId),
    order: item.orderKey,
    email: item.email,
    key: item.downloadId,
  })
  return `${siteUrl}/?${query}`
}

export interface DownloadRequest {
  productId: string | null
  orderKey: string | null
  email: string | null
  downloadId: string | null
  /** The signed-in user, who may leave out the email on their own orders' links. */
  userId: number | null
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * WooCommerce's download handler: the link must name an order key, product and file that a permission grants, with
 * the permission's billing email (or come from the order's signed-in customer); the order must still permit downloads,
 * the permission must have downloads left and not have expired. Spends one download and returns the file.
 */
export function takeDownload(db: Db, req: DownloadRequest, now = nowSeconds()): StoredDownload {
  const productId = Number(req.productId)
  if (!req.orderKey || !req.downloadId || !Number.isInteger(productId) || productId <= 0)
    refuse('download-invalid')
  const order = getOrderByKey(db, req.orderKey) ?? refuse('download-invalid')
  return transaction(db, () => {
    grantDownloads(db, order)
    const permission = findPermission(db, order.order_key, productId, req.downloadId!)
    // A query-string "+" arrives as a space; WooCommerce puts it back before comparing emails.
    const email = req.email?.replace(/ /g, '+') ?? ''
    const owner = req.userId !== null && permission?.user_id === req.userId
    if (!permission || !(owner || (email && sameEmail(email, permission.user_email))))
      refuse('download-invalid')
    if (!isDownloadPermitted(order)) refuse('download-order-invalid')
    if (permission.downloads_remaining !== null && permission.downloads_remaining <= 0)
      refuse('download-limit-reached')
    if (permission.access_expires !== null && permission.access_expires < now) refuse('download-expired')
    const file = productFiles(db, productId).find((f) => f.id === permission.download_id)
    if (!file) refuse('download-file-missing')
    if (!spendDownload(db, permission.id)) refuse('download-limit-reached')
    return file
  })
}
