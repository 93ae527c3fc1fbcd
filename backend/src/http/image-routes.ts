import type { IncomingMessage, ServerResponse } from 'node:http'
import type { App } from '../app'
import { MIME, imageVariant, originalImage, type ImageFormat, type Variant } from '../images/images'

const LONG_CACHE = 'public, max-age=31536000, immutable'
const FORMATS: Record<string, ImageFormat> = {
  webp: 'webp',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  avif: 'avif',
}

function sendImage(res: ServerResponse, buffer: Buffer | null, format: ImageFormat) {
  if (!buffer) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  res.writeHead(200, {
    'content-type': MIME[format],
    'content-length': buffer.length,
    'cache-control': LONG_CACHE,
  })
  res.end(buffer)
}

/** `/wp-content/uploads/p/12-1.jpg` (original) or `/wp-content/uploads/p/12-1-300x300.jpg` (a WordPress size). */
export async function serveUpload(app: App, res: ServerResponse, uploadPath: string): Promise<void> {
  if (uploadPath.startsWith('downloads/')) {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'attachment' })
    res.end(`Demo download: ${uploadPath.slice('downloads/'.length)}\n`)
    return
  }
  const sized = /^(.+)-(\d+)x(\d+)\.jpg$/.exec(uploadPath)
  if (sized) {
    const variant: Variant = {
      width: Number(sized[2]),
      height: Number(sized[3]),
      format: 'jpeg',
      quality: 82,
      fit: 'cover',
    }
    return sendImage(res, await imageVariant(app, `${sized[1]}.jpg`, variant), 'jpeg')
  }
  sendImage(res, await originalImage(app, uploadPath), 'jpeg')
}

/**
 * ipx-style resizing: `/_ipx/w_640,f_webp,q_80/wp-content/uploads/p/12-1.jpg`. Modifiers: w, h, s (WxH), f|format,
 * q|quality, fit; `_` for none. `f_auto` picks webp when the browser accepts it.
 */
export async function serveIpx(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const slash = rest.indexOf('/')
  const modifiers = slash < 0 ? '' : rest.slice(0, slash)
  let source = decodeURIComponent(slash < 0 ? '' : rest.slice(slash + 1))
  if (/^https?:\/\//.test(source)) source = new URL(source).pathname
  source = source.replace(/^\/+/, '').replace(/^wp-content\/uploads\//, '')
  const variant: Variant = { format: 'jpeg', quality: 80, fit: 'cover' }
  for (const modifier of modifiers === '_' ? [] : modifiers.split(',')) {
    const [key, value = ''] = modifier.split('_')
    if (key === 'w' || key === 'width') variant.width = Number(value) || undefined
    else if (key === 'h' || key === 'height') variant.height = Number(value) || undefined
    else if (key === 's' || key === 'resize')
      [variant.width, variant.height] = value.split('x').map((n) => Number(n) || undefined)
    else if (key === 'q' || key === 'quality')
      variant.quality = Math.min(100, Math.max(1, Number(value) || 80))
    else if (key === 'fit') variant.fit = value === 'inside' || value === 'contain' ? 'inside' : 'cover'
    else if (key === 'f' || key === 'format')
      variant.format =
        value === 'auto'
          ? (req.headers.accept ?? '').includes('image/webp')
            ? 'webp'
            : 'jpeg'
          : (FORMATS[value] ?? 'jpeg')
  }
  if (!variant.width && !variant.height) variant.fit = 'inside'
  sendImage(res, await imageVariant(app, source, variant), variant.format)
}
