import type { ProductAttribute, ProductDetail, ProductVariation } from '../../../domain/catalogue'

/** Attribute name → chosen value (option slug for global attributes, the literal value for local ones). */
export type Selection = Record<string, string>

/** Attribute names compare without the `pa_` prefix, case and spacing (`pa_color` = `Color`). */
export function attributeKey(name: string): string {
  return name
    .replace(/^attribute_/i, '')
    .replace(/^pa_/i, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
}

export const valueKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-')

export function variationAttributes(product: ProductDetail): ProductAttribute[] {
  return product.attributes.filter((attribute) => attribute.variation && attribute.options.length > 0)
}

function valueOf(variation: ProductVariation, name: string): string | undefined {
  const key = attributeKey(name)
  return variation.attributes.find((a) => attributeKey(a.name) === key)?.value
}

/** Whether a variation fits the chosen values; an empty variation value means "any" (WooCommerce). */
export function fits(variation: ProductVariation, selection: Selection): boolean {
  return Object.entries(selection).every(([name, value]) => {
    const own = valueOf(variation, name)
    return !own || valueKey(own) === valueKey(value)
  })
}

/** The variation matching a complete selection, or null while a choice is missing or impossible. */
export function findVariation(product: ProductDetail, selection: Selection): ProductVariation | null {
  const attributes = variationAttributes(product)
  if (attributes.some((attribute) => !selection[attribute.name])) return null
  return product.variations.find((variation) => fits(variation, selection)) ?? null
}

/** Whether choosing `value` for `name` (keeping the other choices) still leads to some variation. */
export function isOptionPossible(
  product: ProductDetail,
  selection: Selection,
  name: string,
  value: string,
): boolean {
  const next = { ...selection, [name]: value }
  return product.variations.some((variation) => fits(variation, next))
}

/** The URL query for a selection, keeping unrelated parameters. */
export function selectionSearch(product: ProductDetail, selection: Selection, search: string): string {
  const params = new URLSearchParams(search)
  for (const attribute of variationAttributes(product)) {
    const param = attribute.name.startsWith('pa_')
      ? attribute.name
      : `attribute_${attributeKey(attribute.name)}`
    for (const existing of [...params.keys()]) {
      if (attributeKey(existing) === attributeKey(attribute.name)) params.delete(existing)
    }
    const value = selection[attribute.name]
    if (value) params.set(param, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
