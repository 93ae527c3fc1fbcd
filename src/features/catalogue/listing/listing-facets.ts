import { CATEGORY_KEY, type Facet, type IndexedProduct } from '../../../lib/listing/index-format'

export interface FacetOption {
  slug: string
  name: string
  /** Products of the listing with this category or term. */
  count: number
}

/** What the filter panel offers for one listing: price bound, categories, attribute terms by taxonomy. */
export interface ListingFacets {
  /** The highest price in the listing (the price filter's upper bound). */
  maxPrice: number
  categories: FacetOption[]
  attributes: { taxonomy: string; options: FacetOption[] }[]
}

const byName = (a: FacetOption, b: FacetOption) => a.name.localeCompare(b.name, 'en', { numeric: true })

/** The facets of a listing: the whole catalogue, or one category of it. */
export function listingFacets(
  products: IndexedProduct[],
  facets: Facet[],
  category: string | null,
): ListingFacets {
  const categoryId =
    category === null ? -1 : facets.findIndex((f) => f[0] === CATEGORY_KEY && f[1] === category)
  const counts = new Map<number, number>()
  let maxPrice = 0
  for (const product of products) {
    if (category !== null && !product.facets.includes(categoryId)) continue
    maxPrice = Math.max(maxPrice, product.price)
    for (const id of product.facets) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const categories: FacetOption[] = []
  const attributes = new Map<string, FacetOption[]>()
  for (const [id, count] of counts) {
    const facet = facets[id]
    if (!facet) continue
    const option = { slug: facet[1], name: facet[2], count }
    if (facet[0] === CATEGORY_KEY) {
      if (id !== categoryId) categories.push(option)
    } else {
      const list = attributes.get(facet[0]) ?? []
      list.push(option)
      attributes.set(facet[0], list)
    }
  }
  return {
    maxPrice,
    categories: categories.sort(byName),
    attributes: [...attributes.keys()].sort().map((taxonomy) => ({
      taxonomy,
      options: attributes.get(taxonomy)!.sort(byName),
    })),
  }
}
