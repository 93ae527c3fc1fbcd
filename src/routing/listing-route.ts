export interface ListingRoute {
  /** The category slug, or null for the all-products listing. */
  category: string | null
  page: number
}

const LISTING = /^\/(?:products|product-category\/([^/]+))(?:\/page\/([1-9]\d{0,5}))?\/?$/

/** Matches the listing routes: `/products[/page/n]` and `/product-category/{slug}[/page/n]`. */
export function parseListingPath(pathname: string): ListingRoute | null {
  const match = LISTING.exec(pathname)
  if (!match) return null
  let category: string | null = null
  if (match[1] !== undefined) {
    try {
      category = decodeURIComponent(match[1])
    } catch {
      return null
    }
  }
  return { category, page: match[2] ? Number(match[2]) : 1 }
}
