import type { Category, ProductSummary } from '../../src/domain/catalogue'
import type { ListingPayload } from '../../src/domain/payloads'
import { categoryBasePath } from '../../src/routing/listing-paths'
import { ListingPager } from './listing-pager'

/**
 * Every category's listing pages, cut from the stream of all products (newest first, the order of a category's
 * listing too) instead of fetched a second time as cards: issue 26 measured 52 requests and 38 s of a 5,000-product
 * build on the real server for those. Each page carries its listing's size as the backend counts it (`sizes`, the
 * first page's `found` of each category), known before its first page is full.
 *
 * A category whose products here do not add up to that size (a parent category, whose listing on the backend also
 * holds its subcategories' products; or a size the backend did not tell) is reported by `finish`, to be built from
 * its own listing instead.
 */
export class CategoryListings {
  private readonly pagers = new Map<string, { pager: ListingPager; size: number | null; seen: number }>()

  constructor(
    categories: Category[],
    sizes: (number | null)[],
    perPage: number,
    emit: (path: string, payload: ListingPayload) => Promise<void>,
  ) {
    categories.forEach((category, i) => {
      const pager = new ListingPager(categoryBasePath(category.slug), category, perPage, emit)
      this.pagers.set(category.slug, { pager, size: sizes[i] ?? null, seen: 0 })
    })
  }

  async add(products: ProductSummary[]): Promise<void> {
    for (const product of products)
      for (const slug of new Set(product.categories)) {
        const listing = this.pagers.get(slug)
        if (!listing || listing.size === null) continue
        listing.seen++
        await listing.pager.add([product], listing.size)
      }
  }

  /** Emits the last page of each category that adds up; returns the slugs of those that do not. */
  async finish(): Promise<string[]> {
    const mismatched: string[] = []
    for (const [slug, { pager, size, seen }] of this.pagers) {
      if (size === seen) await pager.finish()
      else mismatched.push(slug)
    }
    return mismatched
  }
}
