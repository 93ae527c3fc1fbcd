import type { ProductDetail, ProductVariation } from '../../../domain/catalogue'
import type { LiveStock } from '../../../graphql/catalogue/api'
import { lineLimit } from '../../../lib/line-limit'

/**
 * The most the shopper may put in the cart at once (lineLimit, as the cart bounds a line), from the latest known
 * stock: live, else the build's.
 */
export function purchaseLimit(
  product: ProductDetail,
  variation: ProductVariation | null,
  live: LiveStock | null,
): number {
  const liveStock = variation ? live?.variations.get(variation.id) : live
  const known = variation ?? product
  return lineLimit(liveStock ?? { status: known.stockStatus, quantity: known.stockQuantity })
}
