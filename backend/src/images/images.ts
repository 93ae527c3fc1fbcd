import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { App } from '../app'
import { getProduct, getProductTerms, getTerm } from '../db/catalogue'
import { ORIGINAL_SIZE } from '../shop/media'
import { artworkSvg } from './artwork'
import { createDiskCacheCap } from './disk-cache-cap'
import { createRenderLimit } from './render-limit'

/** Two of libuv's four threads at most: GraphQL requests keep the others. */
const renderLimit = createRenderLimit(2)
const diskCaps = new Map<string, ReturnType<typeof createDiskCacheCap>>()

export type ImageFormat = 'jpeg' | 'webp' | 'png' | 'avif'
export const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  avif: 'image/avif',
}

const inFlight = new Map<string, Promise<Buffer | null>>()

const PRODUCT_PICTURE = /^p\/(\d+)-(\d+)\.jpg$/
const CATEGORY_PICTURE = /^c\/([a-z0-9-]+)\.jpg$/

/** Only names the backend draws are images: anything else (`../secrets.json`) never reaches the disk. */
const isPictureName = (original: string) => PRODUCT_PICTURE.test(original) || CATEGORY_PICTURE.test(original)

/** Renders once, then serves from `<dataDir>/media-cache`; concurrent requests for one file share one render. */
async function cached(app: App, key: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const root = path.resolve(app.dataDir, 'media-cache')
  const file = path.resolve(root, key)
  if (!file.startsWith(root + path.sep)) return null
  try {
    return await readFile(file)
  } catch {
    // not rendered yet
  }
  let pending = inFlight.get(file)
  if (!pending) {
    pending = render().then(async (buffer) => {
      if (buffer) {
        await mkdir(path.dirname(file), { recursive: true })
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`
        await writeFile(temp, buffer)
        await rename(temp, file)
        if (!diskCaps.has(root)) diskCaps.set(root, createDiskCacheCap(root))
        await diskCaps.get(root)!.added(buffer.length)
      }
      return buffer
    })
    inFlight.set(file, pending)
    pending.finally(() => inFlight.delete(file)).catch(() => undefined)
  }
  return pending
}

/** `p/123-1.jpg` (product 123, picture 1) or `c/desktop.jpg` (category) → the SVG that illustrates it. */
function artworkFor(app: App, original: string): string | null {
  const product = PRODUCT_PICTURE.exec(original)
  if (product) {
    const row = getProduct(app.db, Number(product[1]))
    const picture = Number(product[2])
    if (!row || picture < 1 || picture > row.gallery_count + 1) return null
    const categoryId = row.parent_id ?? row.id
    const category = getProductTerms(app.db, categoryId, 'product_cat')[0]?.slug ?? 'accessories'
    const shape =
      category === 'laptop'
        ? 'laptop'
        : row.name.includes('Monitor')
          ? 'monitor'
          : category === 'accessories'
            ? 'accessory'
            : 'desktop'
    return artworkSvg({
      title: row.name.split(' - ')[0]!,
      subtitle: row.sku ?? '',
      color: row.color,
      shape,
      variant: picture,
    })
  }
  const category = CATEGORY_PICTURE.exec(original)
  if (category) {
    const term = getTerm(app.db, 'product_cat', category[1]!)
    if (!term) return null
    const shape = term.slug === 'laptop' ? 'laptop' : term.slug === 'accessories' ? 'monitor' : 'desktop'
    return artworkSvg({
      title: term.name,
      subtitle: 'Studio Machines',
      color: term.image_color ?? '#64748b',
      shape,
      variant: 1,
    })
  }
  return null
}

/** The full-size original (1200 px JPEG) of an upload path. */
export async function originalImage(app: App, original: string): Promise<Buffer | null> {
  if (!isPictureName(original)) return null
  return cached(app, original, async () => {
    const svg = artworkFor(app, original)
    if (!svg) return null
    return renderLimit(() => sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer())
  })
}

export interface Variant {
  width?: number
  height?: number
  format: ImageFormat
  quality: number
  fit: 'cover' | 'inside'
}

export async function imageVariant(app: App, original: string, variant: Variant): Promise<Buffer | null> {
  if (!isPictureName(original)) return null
  const key = `variants/w${variant.width ?? 0}h${variant.height ?? 0}q${variant.quality}${variant.fit}.${variant.format}/${original}`
  return cached(app, key, async () => {
    const source = await originalImage(app, original)
    if (!source) return null
    const clamp = (n?: number) => (n ? Math.min(n, ORIGINAL_SIZE * 2) : undefined)
    return renderLimit(() =>
      sharp(source)
        .resize({
          width: clamp(variant.width),
          height: clamp(variant.height),
          fit: variant.fit,
          withoutEnlargement: true,
        })
        .toFormat(variant.format, { quality: variant.quality })
        .toBuffer(),
    )
  })
}
