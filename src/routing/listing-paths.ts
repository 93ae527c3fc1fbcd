import { CATALOGUE_INDEX_PATH } from '../lib/listing/index-paths'

/** Paths of listing pages: page 1 is the base path, later pages add `/page/{n}`. */
export function listingPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

export function categoryBasePath(slug: string): string {
  return `/product-category/${slug}`
}

export const ALL_PRODUCTS_PATH = '/products'

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * The compact catalogue index a listing filters, sorts and searches, fetched on the first change.
 * One global index serves every listing; a category listing narrows it to its category.
 */
export function listingIndexUrl(_basePath: string): string {
  return CATALOGUE_INDEX_PATH
}
