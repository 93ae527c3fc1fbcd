import type { IncomingMessage, ServerResponse } from 'node:http'
import type { App } from '../app'
import { refuseDirectDownload } from './download-route'
import { MEDIA_SIZES } from '../shop/media'
import { MIME, imageVariant, originalImage, type ImageFormat, type Variant } from '../images/images'

const LONG_CACHE = 'public, max-age=31536000, immutable'
const FORMATS: Record<string, ImageFormat> = {
  webp: 'webp',
  jpeg: 'jpeg',
  jpg: 'jpeg',
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

/** WordPress's registered square sizes: `-300x300.jpg` and the like; any other size is not rendered. */
const UPLOAD_SIZES = new Set(Object.values(MEDIA_SIZES))

/**
 * Widths the storefront asks for (its card, gallery, thumbnail and category images, at densities 1 and 2). Only these
 * are rendered, so a client cannot fill the disk and the render queue with sizes nobody shows.
 */
export const IPX_WIDTHS = new Set([72, 144, 220, 280, 440, 560, 640, 1280])

function badRequest(res: ServerResponse, message: string) {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(message)
}

function decodePath(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** `/wp-content/uploads/p/12-1.jpg` (original) or `/wp-content/uploads/p/12-1-300x300.jpg` (a WordPress size). */
export async function serveUpload(app: App, res: ServerResponse, encodedPath: string): Promise<void> {
  const uploadPath = decodePath(encodedPath)
  if (uploadPath === null) return badRequest(res, 'Bad path encoding.')
  // Decoded, `%64ownloads/` is still the protected folder: never served here (see download-route.ts).
  if (uploadPath.startsWith('downloads/')) return refuseDirectDownload(res)
  const sized = /^(.+)-(\d+)x(\d+)\.jpg$/.exec(uploadPath)
  if (sized) {
    const size = Number(sized[2])
    if (size !== Number(sized[3]) || !UPLOAD_SIZES.has(size)) return sendImage(res, null, 'jpeg')
    const variant: Variant = { width: size, height: size, format: 'jpeg', quality: 82, fit: 'cover' }
    return sendImage(res, await imageVariant(app, `${sized[1]}.jpg`, variant), 'jpeg')
  }
  sendImage(res, await originalImage(app, uploadPath), 'jpeg')
}

/** The variant a modifier list asks for, or an error message: only `w_<storefront width>` and `f_webp|jpeg|auto`. */
function parseModifiers(modifiers: string, accept: string): Variant | string {
  const variant: Variant = { format: 'jpeg', quality: 80, fit: 'cover' }
  for (const modifier of modifiers === '_' ? [] : modifiers.split(',')) {
    const [key, value = ''] = modifier.split('_')
    if (key === 'w' || key === 'width') {
      if (!/^\d+$/.test(value) || !IPX_WIDTHS.has(Number(value))) return `Unsupported width: ${value}`
      variant.width = Number(value)
    } else if (key === 'f' || key === 'format') {
      if (value === 'auto') variant.format = accept.includes('image/webp') ? 'webp' : 'jpeg'
      else if (FORMATS[value]) variant.format = FORMATS[value]
      else return `Unsupported format: ${value}`
    } else return `Unsupported image modifier: ${modifier}`
  }
  if (!variant.width) variant.fit = 'inside'
  return variant
}

/**
 * ipx-style resizing: `/_ipx/w_640,f_webp/wp-content/uploads/p/12-1.jpg` (`_` for the original size). Anything the
 * storefront never asks for is refused with 400.
 */
export async function serveIpx(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const slash = rest.indexOf('/')
  const variant = parseModifiers(slash < 0 ? rest : rest.slice(0, slash), req.headers.accept ?? '')
  if (typeof variant === 'string') return badRequest(res, variant)
  let source = decodePath(slash < 0 ? '' : rest.slice(slash + 1))
  if (source === null) return badRequest(res, 'Bad path encoding.')
  if (/^https?:\/\//.test(source)) {
    try {
      source = new URL(source).pathname
    } catch {
      return badRequest(res, 'Bad image address.')
    }
  }
  source = source.replace(/^\/+/, '').replace(/^wp-content\/uploads\//, '')
  sendImage(res, await imageVariant(app, source, variant), variant.format)
}
