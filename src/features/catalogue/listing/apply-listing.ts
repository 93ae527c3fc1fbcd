import { CATEGORY_KEY, type Facet, type IndexedProduct } from '../../../lib/listing/index-format'
import type { ListingQuery, Order, OrderBy } from './filter-grammar'

export interface ApplyOptions extends ListingQuery {
  /** The category of a category listing (its slug), or null for all products. */
  category: string | null
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number

const ASCENDING: Record<OrderBy, Compare> = {
  date: (a, b) => a.date - b.date,
  price: (a, b) => a.price - b.price,
  rating: (a, b) => a.averageRating - b.averageRating || a.reviewCount - b.reviewCount,
  discount: (a, b) => a.discount - b.discount,
  alphabetically: (a, b) => a.nameRank - b.nameRank,
}

// Sorted orders are computed once per catalogue and order, so a change is one linear filter pass.
const orders = new WeakMap<IndexedProduct[], Map<string, IndexedProduct[]>>()

/**
 * The catalogue in the given order. Ties keep the index order (the backend's newest first) in both
 * directions, so the result is stable and the default sort matches the prerendered pages.
 */
export function sortedCatalogue(
  products: IndexedProduct[],
  orderby: OrderBy,
  order: Order,
): IndexedProduct[] {
  let cache = orders.get(products)
  if (!cache) orders.set(products, (cache = new Map()))
  const key = `${orderby}:${order}`
  let sorted = cache.get(key)
  if (!sorted) {
    const compare = ASCENDING[orderby]
    const sign = order === 'ASC' ? 1 : -1
    sorted = [...products].sort((a, b) => sign * compare(a, b) || a.position - b.position)
    cache.set(key, sorted)
  }
  return sorted
}

/** Positions of the facets with `key` and one of `slugs`; null when nothing is asked for that key. */
function facetSet(facets: Facet[], key: string, slugs: string[]): Set<number> | null {
  if (!slugs.length) return null
  const wanted = new Set(slugs)
  const ids = new Set<number>()
  facets.forEach((facet, id) => {
    if (facet[0] === key && wanted.has(facet[1])) ids.add(id)
  })
  return ids
}

function hasAny(productFacets: number[], ids: Set<number>): boolean {
  for (const id of productFacets) if (ids.has(id)) return true
  return false
}

/** The words of a search term; a product matches when its text contains every one of them. */
export function searchWords(term: string): string[] {
  return term.toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * Filters, searches and sorts the catalogue for a listing: the highest
 * price within min..max; average rating at least the value; categories and attribute terms by slug
 * (any slug of one key, every key); on sale; search words in name, short description or description.
 */
export function applyListing(
  products: IndexedProduct[],
  facets: Facet[],
  options: ApplyOptions,
): IndexedProduct[] {
  const { filter } = options
  const groups: Set<number>[] = []
  const addGroup = (key: string, slugs: string[]) => {
    const ids = facetSet(facets, key, slugs)
    if (ids) groups.push(ids)
  }
  if (options.category) addGroup(CATEGORY_KEY, [options.category])
  addGroup(CATEGORY_KEY, filter.categories)
  for (const [taxonomy, slugs] of Object.entries(filter.attributes)) addGroup(taxonomy, slugs)

  const min = filter.minPrice ?? -Infinity
  const max = filter.maxPrice ?? Infinity
  const rating = filter.rating ?? -Infinity
  const words = searchWords(options.search)

  return sortedCatalogue(products, options.orderby, options.order).filter(
    (p) =>
      p.price >= min &&
      p.price <= max &&
      p.averageRating >= rating &&
      (!filter.sale || p.onSale) &&
      groups.every((ids) => hasAny(p.facets, ids)) &&
      words.every((word) => p.text.includes(word)),
  )
}
