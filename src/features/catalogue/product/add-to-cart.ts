import type { ProductDetail, ProductVariation } from '../../../domain/catalogue'
import { variationAttributes, type Selection } from './variation-match'

/** Adds the product (or the chosen variation) to the cart through the lazily loaded shop runtime. */
export async function addProductToCart(
  product: ProductDetail,
  variation: ProductVariation | null,
  selection: Selection,
  quantity: number,
): Promise<void> {
  const { loadShop } = await import('../../../shop-loader/load-shop')
  const shop = await loadShop()
  await shop.addToCart({
    productId: product.id,
    quantity,
    variationId: variation?.id,
    variation: variation
      ? variationAttributes(product).map((attribute) => ({
          attributeName: attribute.name,
          attributeValue: selection[attribute.name] ?? '',
        }))
      : undefined,
  })
}
