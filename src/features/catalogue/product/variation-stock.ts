import type { ProductDetail, ProductVariation, StockStatus } from '../../../domain/catalogue'
import type { LiveStock } from '../../../graphql/catalogue/api'
import {
  attributeKey,
  findVariation,
  fits,
  valueKey,
  variationAttributes,
  type Selection,
} from './variation-match'

/** A variation's availability: the live reading when there is one, else the prerendered one. */
export type StockOf = (variation: ProductVariation) => StockStatus

export const prerenderedStock: StockOf = (variation) => variation.stockStatus

export function liveStockOf(live: LiveStock | null): StockOf {
  return (variation) => live?.variations.get(variation.id)?.status ?? variation.stockStatus
}

const buyable = (stockOf: StockOf) => (variation: ProductVariation) => stockOf(variation) !== 'OUT_OF_STOCK'

/**
 * Whether choosing `value` for `name` (keeping the other choices) leads to a variation that can be bought; false
 * when every variation it leads to is out of stock (the option is then marked, not hidden: it stays choosable).
 */
export function isOptionInStock(
  product: ProductDetail,
  selection: Selection,
  name: string,
  value: string,
  stockOf: StockOf = prerenderedStock,
): boolean {
  const next = { ...selection, [name]: value }
  const leadsTo = product.variations.filter((variation) => fits(variation, next))
  return leadsTo.length === 0 || leadsTo.some(buyable(stockOf))
}

/** A variation's own values as a selection; an "any" value takes the wanted value, else the attribute's first option. */
function selectionOf(product: ProductDetail, variation: ProductVariation, wanted: Selection): Selection {
  const selection: Selection = {}
  for (const attribute of variationAttributes(product)) {
    const own = variation.attributes.find((a) => attributeKey(a.name) === attributeKey(attribute.name))
    const option =
      attribute.options.find((o) => valueKey(o.value) === valueKey(own?.value ?? '')) ??
      attribute.options.find((o) => o.value === wanted[attribute.name]) ??
      attribute.options[0]
    if (option) selection[attribute.name] = option.value
  }
  return selection
}

/**
 * The selection a page opens on: `preferred` (the URL's choice over the product's default attributes) when it
 * leads to a variation in stock; otherwise the first in-stock variation that keeps the URL's values (`fixed`);
 * otherwise `preferred` as it is (nothing in stock: the page says so).
 */
export function inStockSelection(
  product: ProductDetail,
  preferred: Selection,
  fixed: Selection,
  stockOf: StockOf = prerenderedStock,
): Selection {
  const wanted = findVariation(product, preferred)
  if (wanted && buyable(stockOf)(wanted)) return preferred
  const first = product.variations.find((variation) => fits(variation, fixed) && buyable(stockOf)(variation))
  return first ? selectionOf(product, first, preferred) : preferred
}
