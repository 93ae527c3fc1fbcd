import { storeSettings } from '../../../config/store-settings'
import type { ProductDetail, ProductVariation } from '../../../domain/catalogue'
import { useT } from '../../../i18n/useT'
import { categoryName, shopTerm } from '../../../i18n/shop-terms'

/** SKU, categories and colour under the buy box. */
export function ProductFacts({
  product,
  variation,
}: {
  product: ProductDetail
  variation: ProductVariation | null
}) {
  const { t } = useT()
  const sku = product.sku
  return (
    <dl className="product-facts">
      {storeSettings.showSKU && sku && (
        <>
          <dt>{t('product.sku')}</dt>
          <dd data-testid="sku">{sku}</dd>
        </>
      )}
      {storeSettings.showProductCategoriesOnSingleProduct && product.categoryRefs.length > 0 && (
        <>
          <dt>{t('product.categories')}</dt>
          <dd>
            {product.categoryRefs.map((c, i) => (
              <span key={c.slug}>
                {i > 0 && ', '}
                <a href={`/product-category/${c.slug}`}>{categoryName(t, c)}</a>
              </span>
            ))}
          </dd>
        </>
      )}
      {product.color && (
        <>
          <dt>{t('product.color')}</dt>
          <dd>{shopTerm(t, 'value', chosenColour(product, variation) ?? product.color)}</dd>
        </>
      )}
    </dl>
  )
}

/** The label of the chosen variation's colour, when it has one. */
function chosenColour(product: ProductDetail, variation: ProductVariation | null): string | null {
  const value = variation?.attributes.find((a) => /colou?r$/i.test(a.name))?.value
  if (!value) return null
  const attribute = product.attributes.find((a) => /colou?r$/i.test(a.name))
  return attribute?.options.find((o) => o.value === value)?.label ?? value
}
