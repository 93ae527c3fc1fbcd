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
 * One catalogue entry (with its variations and reviews). `index` fixes the category, the date and the name, so the
 * same index always gives the same product; ids come from `nextId` so variations sit right after their parent.
 */
export function makeVariations(
  parent: ProductRow,
  colors: ReadonlyArray<{ slug: string; name: string; hex: string }>,
  rams: string[],
  random: Random,
  nextId: () => number,
  index: number,
): ProductRow[] {
  const out: ProductRow[] = []
  colors.forEach((color) => {
    rams.forEach((ram, r) => {
      const id = nextId()
      const regular = parent.regular_price + r * 250_000_00
      const sale = parent.sale_price !== null ? parent.sale_price + r * 250_000_00 : null
      const s = random.chance(0.8)
        ? { status: 'instock' as const, qty: random.int(2, 25) }
        : {
            status:
              parent.stock_status === 'onbackorder' ? ('onbackorder' as const) : ('outofstock' as const),
            qty: 0,
          }
      out.push({
        ...baseRow(id, index),
        parent_id: parent.id,
        type: 'variation',
        name: `${parent.name} - ${color.name}, ${ram}`,
        slug: `${parent.slug}-${color.slug}-${ram.toLowerCase()}`,
        sku: `${parent.sku}-${color.slug.slice(0, 3).toUpperCase()}-${ram.replace('GB', '')}`,
        color: color.hex,
        description: '',
        ...ownPrices(regular, sale),
        stock_status: s.status,
        manage_stock: 1,
        stock_quantity: s.qty,
        low_stock_amount: 2,
        backorders: s.status === 'onbackorder' ? 'notify' : 'no',
        weight: parent.weight,
        length: parent.length,
        width: parent.width,
        height: parent.height,
        attributes: JSON.stringify([
          { name: 'pa_color', value: color.slug },
          { name: 'RAM', value: ram },
        ]),
      })
    })
  })
  return out
}
