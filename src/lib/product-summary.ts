import type { ProductSummary } from '../domain/catalogue'

/** Only a product's summary fields (what a card, the listing index and the wishlist keep of it). */
export function summaryOf(product: ProductSummary): ProductSummary {
  const {
    id,
    slug,
    name,
    type,
    date,
    prices,
    onSale,
    image,
    averageRating,
    reviewCount,
    stockStatus,
    categories,
    terms,
  } = product
  return {
    id,
    slug,
    name,
    type,
    date,
    prices,
    onSale,
    image,
    averageRating,
    reviewCount,
    stockStatus,
    categories,
    terms,
  }
}
