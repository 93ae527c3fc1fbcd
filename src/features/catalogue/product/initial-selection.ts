import type { ProductDetail } from '../../../domain/catalogue'
import { attributeKey, valueKey, variationAttributes, type Selection } from './variation-match'
import { inStockSelection } from './variation-stock'

/**
 * The starting selection: values from the URL query (`?pa_color=black` or WooCommerce's
 * `attribute_pa_color=black`) where they are valid options, over the product's default attributes; when that
 * combination is out of stock, the first in-stock variation that keeps the URL's values (variation-stock.ts).
 */
export function initialSelection(product: ProductDetail, search: string): Selection {
  const params = new URLSearchParams(search)
  const fromUrl: Selection = {}
  const preferred: Selection = {}
  for (const attribute of variationAttributes(product)) {
    const key = attributeKey(attribute.name)
    const optionFor = (value: string | undefined) =>
      value === undefined
        ? undefined
        : attribute.options.find((option) => valueKey(option.value) === valueKey(value))?.value
    const url = optionFor([...params.entries()].find(([param]) => attributeKey(param) === key)?.[1])
    const fallback = optionFor(product.defaultAttributes.find((a) => attributeKey(a.name) === key)?.value)
    if (url) fromUrl[attribute.name] = url
    const chosen = url ?? fallback
    if (chosen) preferred[attribute.name] = chosen
  }
  return inStockSelection(product, preferred, fromUrl)
}
