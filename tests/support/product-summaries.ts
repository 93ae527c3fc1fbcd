import type { ProductSummary } from '../../src/domain/catalogue'
import type { ListingPayload } from '../../src/domain/payloads'

/** A product card for tests: a simple, in-stock product at ₦1,000 with no terms, `patch` applied. */
export function summaryFixture(id: number, patch: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    slug: `p-${id}`,
    name: `Product ${id}`,
    type: 'SIMPLE',
    date: '',
    prices: { price: [1000], regular: [1000], sale: [] },
    onSale: false,
    image: null,
    averageRating: 0,
    reviewCount: 0,
    stockStatus: 'IN_STOCK',
    categories: [],
    terms: [],
    ...patch,
  }
}

/** Every card of a built `/products` listing, in its order, read page after page until there is none. */
export async function readBuiltCatalogue(
  readJson: (file: string) => Promise<ListingPayload>,
): Promise<ProductSummary[]> {
  const catalogue: ProductSummary[] = []
  for (let page = 1; ; page++) {
    const file = page === 1 ? 'products/_payload.json' : `products/page/${page}/_payload.json`
    const listing = await readJson(file).catch(() => null)
    if (!listing) return catalogue
    catalogue.push(...listing.listing.products)
  }
}
