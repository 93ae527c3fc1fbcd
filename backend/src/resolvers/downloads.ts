import type { Context } from '../graphql/context'
import { toGlobalId } from '../graphql/ids'
import { getProduct } from '../db/catalogue'
import { downloadLink, type DownloadableItemModel } from '../shop/downloads'

const wpDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19)

/**
 * A download the customer has bought. Every address it gives is the order's download link (order key, billing email,
 * file id), never the file's own path: the file is only served through that link, which counts the download.
 */
export const downloadResolvers = {
  DownloadableItem: {
    id: (d: DownloadableItemModel) => toGlobalId('download', `${d.orderId}:${d.downloadId}`),
    url: (d: DownloadableItemModel, _a: unknown, ctx: Context) => downloadLink(ctx.app.siteUrl, d),
    downloadUrl: (d: DownloadableItemModel, _a: unknown, ctx: Context) => downloadLink(ctx.app.siteUrl, d),
    accessExpires: (d: DownloadableItemModel) => (d.accessExpires === null ? null : wpDate(d.accessExpires)),
    downloadsRemaining: (d: DownloadableItemModel) => d.downloadsRemaining,
    download: (d: DownloadableItemModel, _a: unknown, ctx: Context) => ({
      downloadId: d.downloadId,
      name: d.name,
      file: downloadLink(ctx.app.siteUrl, d),
      fileExt: 'zip',
      fileType: 'application/zip',
    }),
    product: (d: DownloadableItemModel, _a: unknown, ctx: Context) => getProduct(ctx.app.db, d.productId),
  },
}
