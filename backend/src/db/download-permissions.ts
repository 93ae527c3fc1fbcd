import { sql, type Db } from './database'

/** One file an order lets its buyer download (WooCommerce's `wc_downloadable_product_permissions` row). */
export interface DownloadPermissionRow {
  id: number
  download_id: string
  product_id: number
  order_id: number
  order_key: string
  user_email: string
  user_id: number | null
  /** null: no limit */
  downloads_remaining: number | null
  /** unix seconds */
  access_granted: number
  /** unix seconds; null: never expires */
  access_expires: number | null
  download_count: number
}

export type NewDownloadPermission = Omit<DownloadPermissionRow, 'id' | 'download_count'>

export function orderPermissions(db: Db, orderId: number): DownloadPermissionRow[] {
  return sql(db, 'SELECT * FROM download_permissions WHERE order_id = ? ORDER BY id').all(
    orderId,
  ) as DownloadPermissionRow[]
}

/** Grants each permission once: a second grant of the same order, product and file changes nothing. */
export function insertPermissions(db: Db, rows: NewDownloadPermission[]): void {
  const insert = sql(
    db,
    `INSERT OR IGNORE INTO download_permissions (download_id, product_id, order_id, order_key, user_email, user_id,
       downloads_remaining, access_granted, access_expires)
     VALUES (@download_id, @product_id, @order_id, @order_key, @user_email, @user_id, @downloads_remaining,
       @access_granted, @access_expires)`,
  )
  for (const row of rows) insert.run(row)
}

export function findPermission(
  db: Db,
  orderKey: string,
  productId: number,
  downloadId: string,
): DownloadPermissionRow | undefined {
  return sql(
    db,
    'SELECT * FROM download_permissions WHERE order_key = ? AND product_id = ? AND download_id = ?',
  ).get(orderKey, productId, downloadId) as DownloadPermissionRow | undefined
}

/** Counts one download; false when none remain (checked and spent in one statement, so racing requests cannot both win). */
export function spendDownload(db: Db, id: number): boolean {
  return (
    sql(
      db,
      `UPDATE download_permissions SET download_count = download_count + 1,
         downloads_remaining = CASE WHEN downloads_remaining IS NULL THEN NULL ELSE downloads_remaining - 1 END
       WHERE id = ? AND (downloads_remaining IS NULL OR downloads_remaining > 0)`,
    ).run(id).changes === 1
  )
}

/** A downloadable product's limit (-1: unlimited) and expiry in days (-1: never). */
export function productDownloadTerms(db: Db, productId: number): { limit: number; expiryDays: number } {
  const row = sql(db, 'SELECT download_limit, download_expiry FROM products WHERE id = ?').get(productId) as
    { download_limit: number; download_expiry: number } | undefined
  return { limit: row?.download_limit ?? -1, expiryDays: row?.download_expiry ?? -1 }
}
