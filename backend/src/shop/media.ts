import type { Product, TermRow } from '../db/catalogue'

/** A generated image: rendered on first request from `path` (see images/), never stored in the database. */
export interface Media {
  databaseId: number
  path: string
  alt: string
  title: string
  date: string
}

export const ORIGINAL_SIZE = 1200
/** WordPress / WooCommerce registered sizes (square crops here, like WooCommerce's defaults). */
export const MEDIA_SIZES: Record<string, number> = {
  WOOCOMMERCE_GALLERY_THUMBNAIL: 100,
  THUMBNAIL: 150,
  MEDIUM: 300,
  WOOCOMMERCE_THUMBNAIL: 300,
  WOOCOMMERCE_SINGLE: 600,
  MEDIUM_LARGE: 768,
  LARGE: 1024,
}

export const productImage = (p: Product, n: number): Media => ({
  databaseId: 100_000_000 + p.id * 10 + n,
  path: `p/${p.id}-${n}.jpg`,
  alt: n === 1 ? p.name : `${p.name}, view ${n}`,
  title: p.name,
  date: p.date,
})

export const categoryImage = (term: TermRow): Media => ({
  databaseId: 90_000_000 + term.id,
  path: `c/${term.slug}.jpg`,
  alt: term.name,
  title: term.name,
  date: '2023-01-01T09:00:00',
})

/** `p/12-1.jpg` at 300 px → `p/12-1-300x300.jpg`, as WordPress names its resized copies. */
export function sizedPath(path: string, size: number | undefined): string {
  if (!size || size >= ORIGINAL_SIZE) return path
  return path.replace(/\.(\w+)$/, `-${size}x${size}.$1`)
}
