import type { ProductRow } from '../db/catalogue-rows'
import type { Random } from './prng'
import { ownPrices } from '../shop/product-columns'

/** Product rows of the demo catalogue: the fields every row shares, and the colour × RAM variations. */

export const DATE_ORIGIN = Date.UTC(2023, 0, 2, 9, 0, 0)
export const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19)

export function baseRow(
  id: number,
  index: number,
): Omit<ProductRow, 'name' | 'slug' | 'sku' | 'type' | 'color'> {
  return {
    id,
    parent_id: null,
    date: wpDate(DATE_ORIGIN + index * 3_600_000 + (index % 7) * 60_000),
    menu_order: index,
    description: '',
    short_description: '',
    regular_price: 0,
    sale_price: null,
    min_price: 0,
    max_price: 0,
    stock_status: 'instock',
    manage_stock: 0,
    stock_quantity: null,
    low_stock_amount: null,
    backorders: 'no',
    weight: null,
    length: null,
    width: null,
    height: null,
    virtual: 0,
    downloadable: 0,
    featured: 0,
    total_sales: 0,
    gallery_count: 0,
    external_url: null,
    button_text: null,
    attributes: '[]',
    default_attributes: '[]',
    downloads: '[]',
    meta: '[]',
    search_text: '',
  }
}

/**
 * A variable machine's variations, one per colour and memory size: a larger memory adds what it costs over the
 * first size (`extraNaira`) to the parent's regular and sale prices.
 */
export function makeVariations(
  parent: ProductRow,
  colors: ReadonlyArray<{ slug: string; name: string; hex: string }>,
  rams: ReadonlyArray<{ name: string; extraNaira: number }>,
  random: Random,
  nextId: () => number,
  index: number,
): ProductRow[] {
  const out: ProductRow[] = []
  // What every variation shares, spread once per variation rather than built anew.
  const shared = {
    ...baseRow(0, index),
    parent_id: parent.id,
    type: 'variation' as const,
    manage_stock: 1,
    low_stock_amount: 2,
    weight: parent.weight,
    length: parent.length,
    width: parent.width,
    height: parent.height,
  }
  for (const color of colors) {
    for (const { name: ram, extraNaira } of rams) {
      const regular = parent.regular_price + extraNaira * 100
      const sale = parent.sale_price !== null ? parent.sale_price + extraNaira * 100 : null
      const inStock = random.chance(0.8)
      const status = inStock
        ? 'instock'
        : parent.stock_status === 'onbackorder'
          ? 'onbackorder'
          : 'outofstock'
      out.push({
        ...shared,
        id: nextId(),
        name: `${parent.name} - ${color.name}, ${ram}`,
        slug: `${parent.slug}-${color.slug}-${ram.toLowerCase()}`,
        sku: `${parent.sku}-${color.slug.slice(0, 3).toUpperCase()}-${ram.replace('GB', '')}`,
        color: color.hex,
        ...ownPrices(regular, sale),
        stock_status: status,
        stock_quantity: inStock ? random.int(2, 25) : 0,
        backorders: status === 'onbackorder' ? 'notify' : 'no',
        attributes: `[{"name":"pa_color","value":${JSON.stringify(color.slug)}},{"name":"RAM","value":${JSON.stringify(ram)}}]`,
      })
    }
  }
  return out
}
