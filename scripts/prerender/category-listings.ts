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
 * holds its subcategories' products; or a size the backend did not tell) is built by `finish` from its own listing
 * instead, over the pages the stream wrote for it.
 */
export class CategoryListings {
  private readonly pagers = new Map<
    string,
    { category: Category; pager: ListingPager; size: number | null; seen: number }
  >()

  constructor(
    categories: Category[],
    sizes: (number | null)[],
    private readonly perPage: number,
    private readonly emit: (path: string, payload: ListingPayload) => Promise<void>,
  ) {
    categories.forEach((category, i) => {
      const pager = this.pagerOf(category)
      this.pagers.set(category.slug, { category, pager, size: sizes[i] ?? null, seen: 0 })
    })
  }

  private pagerOf(category: Category): ListingPager {
    return new ListingPager(categoryBasePath(category.slug), category, this.perPage, this.emit)
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

  /**
   * Emits the last page of each category that adds up, and every page of the others from `ownListing` (its cards,
   * batch by batch, with the listing's size). Returns the slugs of those others.
   */
  async finish(
    ownListing: (slug: string) => AsyncIterable<{ found: number; products: ProductSummary[] }>,
  ): Promise<string[]> {
    const rebuilt: string[] = []
    for (const [slug, { category, pager, size, seen }] of this.pagers) {
      if (size === seen) {
        await pager.finish()
        continue
      }
      rebuilt.push(slug)
      const own = this.pagerOf(category)
      for await (const batch of ownListing(slug)) await own.add(batch.products, batch.found)
      await own.finish()
    }
    return rebuilt
  }
}
