import type { CategoryRef, ProductSummary } from '../../src/domain/catalogue'
import type { ListingPayload } from '../../src/domain/payloads'
import { buildListingPayload } from '../../payloads/listing'
import { listingPagePath } from '../../src/routing/listing-paths'

/**
 * Cuts a stream of product cards into listing pages of `perPage`, emitting each page as soon as it is
 * full, so a listing never holds more than one page of cards in memory.
 */
export class ListingPager {
  private buffer: ProductSummary[] = []
  private page = 0
  private total = 0

  constructor(
    private readonly basePath: string,
    private readonly category: CategoryRef | null,
    private readonly perPage: number,
    private readonly emit: (path: string, payload: ListingPayload) => Promise<void>,
  ) {}

  async add(products: ProductSummary[], found: number): Promise<void> {
    this.total = found
    this.buffer.push(...products)
    while (this.buffer.length >= this.perPage) await this.flush(this.buffer.splice(0, this.perPage))
  }

  /** Emits the last, partial page, or the single empty page of an empty listing. */
  async finish(): Promise<void> {
    if (this.buffer.length || this.page === 0) await this.flush(this.buffer.splice(0))
  }

  private async flush(products: ProductSummary[]): Promise<void> {
    this.page++
    const payload = buildListingPayload({
      basePath: this.basePath,
      category: this.category,
      page: this.page,
      perPage: this.perPage,
      total: Math.max(this.total, (this.page - 1) * this.perPage + products.length),
      products,
    })
    await this.emit(listingPagePath(this.basePath, this.page), payload)
  }
}
