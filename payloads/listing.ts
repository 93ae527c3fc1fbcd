import type { CategoryRef, ProductSummary } from '../src/domain/catalogue'
import type { ListingPayload } from '../src/domain/payloads'
import { listingIndexUrl, listingPagePath } from '../src/routing/listing-paths'

export interface ListingInput {
  basePath: string
  category: CategoryRef | null
  page: number
  perPage: number
  total: number
  products: ProductSummary[]
}

/** One page of a listing (all products or a category). */
export function buildListingPayload(input: ListingInput): ListingPayload {
  const pageCount = Math.max(1, Math.ceil(input.total / input.perPage))
  const baseTitle = input.category ? input.category.name : 'listing.allProducts'
  return {
    kind: 'listing',
    head: {
      title: baseTitle,
      titleIsKey: !input.category,
      description: input.category
        ? `${input.category.name}: ${input.total} products`
        : `${input.total} workstations, laptops and accessories`,
      canonicalPath: listingPagePath(input.basePath, input.page),
      ...(input.page > 1 && { page: input.page }),
    },
    listing: {
      basePath: input.basePath,
      category: input.category,
      page: input.page,
      pageCount,
      perPage: input.perPage,
      total: input.total,
      products: input.products,
      indexUrl: listingIndexUrl(input.basePath),
    },
  }
}
