import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { App } from '../app'
import { verifyToken } from '../auth/tokens'
import { getUser } from '../db/users'
import { wooMessage } from '../graphql/errors'
import { takeDownload } from '../shop/downloads'
import { ShopError } from '../shop/errors'

/** The signed-in user of a `Bearer` auth token (never a refresh token), or null. */
async function bearerUser(app: App, header: string | undefined): Promise<number | null> {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null
  if (!match) return null
  const result = await verifyToken(app.secrets.authSecret, app.siteUrl, match[1]!)
  if (!result.ok || result.data.refresh) return null
  const id = Number((result.data.user as { id?: unknown } | undefined)?.id)
  return Number.isInteger(id) && getUser(app.db, id) ? id : null
}

const NOT_FOUND = new Set(['download-invalid', 'download-file-missing'])

/**
 * `/?download_file=<product>&order=<order key>&email=<billing email>&key=<download id>`: WooCommerce's download link.
 * A refusal is WooCommerce's message, 404 for a link that grants nothing and 403 for a permission that no longer
 * allows the download; the file goes out only after one download has been counted.
 */
export async function serveDownload(app: App, req: IncomingMessage, res: ServerResponse, url: URL) {
  const query = url.searchParams
  try {
    const file = takeDownload(app.db, {
      productId: query.get('download_file'),
      orderKey: query.get('order'),
      email: query.get('email'),
      downloadId: query.get('key'),
      userId: await bearerUser(app, req.headers.authorization),
    })
    const fileName = path.posix.basename(file.file).replace(/[^\w.-]/g, '_')
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    })
    // The demo shop has no real files: each download is a small text standing in for the archive.
    res.end(`Demo download: ${file.name} (${fileName})\n`)
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    res
      .writeHead(NOT_FOUND.has(error.code) ? 404 : 403, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      })
      .end(wooMessage(error))
  }
}

/** Files under uploads/downloads are never served directly (WooCommerce protects that folder the same way). */
export function refuseDirectDownload(res: ServerResponse) {
  res
    .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
    .end('Forbidden: files are downloaded only through the download link of an order.')
}
