import type { ProductRow, SeedReview, StoredAttribute } from '../db/catalogue-rows'
import { ownPrices, variableParentColumns } from '../shop/product-columns'
import { downloadBlueprint, externalBlueprint, hardwareBlueprint } from './accessories'
import type { Blueprint } from './blueprint'
import { slugify } from './english'
import { CATEGORIES, COLORS, SIZES, type Category } from './fixtures'
import { machineBlueprint } from './machines'
import type { MachineClass } from './parts'
import { createRandom, type Random } from './prng'
import { baseRow, makeVariations } from './product-rows'
import { seedReviews } from './reviews'
import { drawShape, type Shape } from './shape'

export interface GeneratedProduct {
  product: ProductRow
  variations: ProductRow[]
  termIds: number[]
  reviews: SeedReview[]
}

type Kind = 'machine' | 'hardware' | 'download' | 'external'

/** The entry at `index`: its category by position, its kind (two licences, one accessory in three a download). */
function kindAt(index: number, category: Category): Kind {
  if (index === 7 || index === 23) return 'external'
  if (category.slug !== 'accessories') return 'machine'
  return index % 12 === 3 ? 'download' : 'hardware'
}

function blueprintFor(kind: Kind, category: Category, index: number, shape: Shape, content: Random) {
  if (kind === 'machine') return machineBlueprint(category.slug as MachineClass, index, shape, content)
  if (kind === 'hardware') return hardwareBlueprint(index, shape, content)
  return kind === 'download' ? downloadBlueprint(index, shape, content) : externalBlueprint(content)
}

/** The stream an entry's extra words and parts come from: its own, so the structure's draws stay as they were. */
const contentRandom = (index: number) => createRandom(0x5eed ^ Math.imul(index + 1, 0x9e3779b1))

/**
 * One catalogue entry (with its variations and reviews). `index` fixes the category, the kind and the model code, so
 * the same index of the same seed always gives the same product; ids come from `nextId` so variations sit right after
 * their parent.
 */
export function generateProduct(index: number, random: Random, nextId: () => number): GeneratedProduct {
  const category = CATEGORIES[index % CATEGORIES.length]!
  const kind = kindAt(index, category)
  const id = nextId()
  const shape = drawShape(category, kind === 'download', kind === 'machine', random)
  const plan = blueprintFor(kind, category, index, shape, contentRandom(index))
  const row = productRow(id, index, category, kind, plan, shape)
  const colours = plan.colours.map((slug) => COLORS.find((c) => c.slug === slug)!)
  const size = plan.size === null ? null : SIZES.find((s) => s.slug === plan.size)!
  row.attributes = JSON.stringify(attributesOf(plan, shape.variable))
  let variations: ProductRow[] = []
  if (shape.variable) {
    variations = makeVariations(row, colours, plan.variationRams!, random, nextId, index)
    row.default_attributes = variations[0]!.attributes
    Object.assign(row, variableParentColumns(variations), {
      type: 'variable',
      manage_stock: 0,
      stock_quantity: null,
    })
  }
  const termIds = [category.id, ...colours.map((c) => c.id), ...(size ? [size.id] : [])]
  return { product: row, variations, termIds, reviews: seedReviews(id, index, plan.reviewTexts, random) }
}

function attributesOf(plan: Blueprint, variable: boolean): StoredAttribute[] {
  const attributes: StoredAttribute[] = []
  const add = (name: string, label: string, global: boolean, options: readonly string[], varies = false) =>
    attributes.push({ name, label, global, options: [...options], variation: varies, visible: true })
  if (plan.colours.length) add('pa_color', 'Color', true, plan.colours, variable)
  if (plan.size) add('pa_size', 'Size', true, [plan.size])
  for (const [label, options] of plan.specs) add(label, label, false, options, variable && label === 'RAM')
  return attributes
}

function productRow(
  id: number,
  index: number,
  category: Category,
  kind: Kind,
  plan: Blueprint,
  shape: Shape,
) {
  const software = kind === 'download' || kind === 'external'
  const regular = plan.naira * 100
  const sale =
    shape.saleShare === null
      ? null
      : Math.max(50_000, Math.round((regular * shape.saleShare) / 50_000) * 50_000)
  const slug = `${slugify(plan.name)}-${id}`
  const row: ProductRow = {
    ...baseRow(id, index),
    type: kind === 'external' ? 'external' : 'simple',
    name: plan.name,
    slug,
    sku: `${category.skuPrefix}-${String(id).padStart(6, '0')}`,
    color: COLORS.find((c) => c.slug === plan.colours[0])?.hex ?? category.color,
    description: plan.description,
    short_description: plan.shortDescription,
    ...ownPrices(regular, sale),
    stock_status: software ? 'instock' : shape.stock.status,
    manage_stock: software ? 0 : 1,
    stock_quantity: software ? null : shape.stock.qty,
    low_stock_amount: software ? null : 2,
    backorders: software ? 'no' : shape.stock.backorders,
    featured: index % 11 === 0 ? 1 : 0,
    total_sales: shape.totalSales,
    gallery_count: shape.galleryCount,
    ...plan.parcel,
    virtual: software ? 1 : 0,
    meta: JSON.stringify(plan.meta),
    search_text: `${plan.name} ${plan.shortDescription} ${plan.description}`
      .replace(/<[^>]+>/g, ' ')
      .toLowerCase(),
  }
  if (kind === 'download') {
    const file = {
      id: `dl-${id}-1`,
      name: `${plan.name} (ZIP)`,
      file: `/wp-content/uploads/downloads/${slug}.zip`,
    }
    Object.assign(row, { downloadable: 1, downloads: JSON.stringify([file]) })
  }
  if (kind === 'external')
    Object.assign(row, {
      external_url: 'https://www.adobe.com/ng/creativecloud.html',
      button_text: 'Buy from Adobe',
    })
  return row
}
