import { MAX_LINE_QUANTITY } from '../../../config/limits'
import type { ProductDetail, ProductVariation } from '../../../domain/catalogue'
import type { LiveStock } from '../../../graphql/catalogue/api'

/**
 * The most the shopper may put in the cart at once, as WooCommerce's max_purchase_quantity: the stock quantity when
 * stock is managed and no backorders are taken (the latest known: live, else the build's), otherwise the cart's own
 * line limit. Never below 1, so an in-stock product can always be added.
 */
export function purchaseLimit(
  product: ProductDetail,
  variation: ProductVariation | null,
  live: LiveStock | null,
): number {
  const liveStock = variation ? live?.variations.get(variation.id) : live
  const status = liveStock?.status ?? (variation ?? product).stockStatus
  const quantity = liveStock ? liveStock.quantity : (variation ?? product).stockQuantity
  if (status === 'ON_BACKORDER' || quantity === null || quantity === undefined) return MAX_LINE_QUANTITY
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, quantity))
}
