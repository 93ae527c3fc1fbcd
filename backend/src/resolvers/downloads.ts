import { toGlobalId } from '../graphql/ids'
import type { Resolvers } from '../graphql/resolver-types'
import { getProduct } from '../db/catalogue'
import { downloadLink } from '../shop/downloads'

const wpDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19)

/**
 * A download the customer has bought. Every address it gives is the order's download link (order key, billing email,
 * file id), never the file's own path: the file is only served through that link, which counts the download.
 */
export const downloadResolvers: Resolvers = {
  DownloadableItem: {
    id: (d) => toGlobalId('download', `${d.orderId}:${d.downloadId}`),
    url: (d, _a, ctx) => downloadLink(ctx.app.siteUrl, d),
    downloadUrl: (d, _a, ctx) => downloadLink(ctx.app.siteUrl, d),
    accessExpires: (d) => (d.accessExpires === null ? null : wpDate(d.accessExpires)),
    downloadsRemaining: (d) => d.downloadsRemaining,
    download: (d, _a, ctx) => ({
      downloadId: d.downloadId,
      name: d.name,
      file: downloadLink(ctx.app.siteUrl, d),
      fileExt: 'zip',
      fileType: 'application/zip',
    }),
    product: (d, _a, ctx) => getProduct(ctx.app.db, d.productId) ?? null,
  },
}
