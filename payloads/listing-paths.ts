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

/** The compact catalogue index of a listing, fetched on the first filter, sort or search. */
export function listingIndexUrl(basePath: string): string {
  return `${basePath}/_index.json`
}
