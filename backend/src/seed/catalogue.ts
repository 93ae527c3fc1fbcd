import {
  CATEGORIES,
  COLORS,
  CPUS,
  GPUS,
  RAM_OPTIONS,
  REVIEWERS,
  REVIEW_TEXTS,
  SIZES,
  type Category,
} from './fixtures'
import type { ProductRow, SeedReview, StoredAttribute } from '../db/catalogue-rows'
import type { Random } from './prng'
import { DATE_ORIGIN, baseRow, makeVariations, wpDate } from './product-rows'
import { ownPrices, variableParentColumns } from '../shop/product-columns'

export interface GeneratedProduct {
  product: ProductRow
  variations: ProductRow[]
  termIds: number[]
  reviews: SeedReview[]
}

const SERIES: Record<Category['slug'], string[]> = {
  'made-to-order': ['Atelier', 'Forge', 'Bespoke Render', 'Titan Custom'],
  desktop: ['Studio', 'Render Tower', 'Creator', 'Vertex'],
  laptop: ['Nomad', 'Canvas Book', 'Field Studio', 'Aero Creator'],
  accessories: ['ProCal', 'Lumen', 'Stylus', 'Dock'],
}
const ACCESSORY_KINDS = [
  'Colour Calibrator',
  '4K Reference Monitor',
  'Pen Tablet',
  'Thunderbolt Dock',
  'NVMe Drive 2TB',
  'Mechanical Keyboard',
  'Studio Headphones',
]
const DIGITAL_KINDS = ['Colour Profile Pack', 'Render Preset Library', 'Workstation Tuning Guide']
const PRICE_RANGE: Record<Category['slug'], [number, number]> = {
  'made-to-order': [2_500_000, 9_000_000],
  desktop: [850_000, 4_500_000],
  laptop: [650_000, 3_800_000],
  accessories: [15_000, 450_000],
}

const koboFromNaira = (naira: number) => Math.round(naira) * 100
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ')

function describe(name: string, category: Category, cpu: string, gpu: string, ram: string): [string, string] {
  const short = `<p>${name}: a ${category.name.toLowerCase()} machine built for colour work, 3D and video, assembled and tested in Lagos.</p>`
  const long =
    `<p>The <strong>${name}</strong> is configured for creative professionals who cannot wait on their tools.</p>` +
    `<h3>Specifications</h3><ul><li>Processor: ${cpu}</li><li>Graphics: ${gpu}</li><li>Memory: ${ram}</li>` +
    `<li>Warranty: 2 years, parts and labour, nationwide</li></ul>` +
    `<p>Every unit is burn-in tested for 24 hours before dispatch. <em>Prices include setup; VAT is added at checkout.</em></p>`
  return [short, long]
}

function stock(random: Random, category: Category) {
  const roll = random.next()
  if (category.slug === 'made-to-order' && roll < 0.6)
    return { status: 'onbackorder' as const, qty: 0, backorders: 'notify' as const }
  if (roll < 0.72) return { status: 'instock' as const, qty: random.int(3, 40), backorders: 'no' as const }
  if (roll < 0.86) return { status: 'outofstock' as const, qty: 0, backorders: 'no' as const }
  return { status: 'onbackorder' as const, qty: 0, backorders: 'notify' as const }
}

export function generateProduct(index: number, random: Random, nextId: () => number): GeneratedProduct {
  const category = CATEGORIES[index % CATEGORIES.length]!
  const id = nextId()
  const isExternal = index === 7 || index === 23
  const isDigital = !isExternal && category.slug === 'accessories' && index % 12 === 3
  const model = `${100 + (index % 900)}${String.fromCharCode(65 + (Math.floor(index / 900) % 26))}`
  const kind = category.slug === 'accessories' ? random.pick(isDigital ? DIGITAL_KINDS : ACCESSORY_KINDS) : ''
  const series = random.pick(SERIES[category.slug])
  const name = isExternal
    ? `Creative Suite Licence ${model}`
    : category.slug === 'accessories'
      ? `${series} ${kind} ${model}`
      : `${series} ${category.slug === 'laptop' ? '16' : 'Pro'} ${model}`
  const slug = `${slugify(name)}-${id}`
  const cpu = random.pick(CPUS)
  const gpu = random.pick(GPUS)
  const ram = random.pick(RAM_OPTIONS)
  const [shortDescription, description] = describe(name, category, cpu, gpu, ram)
  const [low, high] = PRICE_RANGE[category.slug]
  const regular = koboFromNaira(
    roundTo(low + random.next() * (high - low), category.slug === 'accessories' ? 500 : 5000),
  )
  const onSale = random.chance(0.25)
  const sale = onSale ? roundTo(Math.round(regular * (0.8 + random.next() * 0.15)), 50000) : null
  const colors = random.sample(COLORS, category.slug === 'accessories' ? 1 : random.int(2, 3))
  const isVariable = !isExternal && !isDigital && category.slug !== 'accessories' && random.chance(0.55)
  const s = stock(random, category)
  const row: ProductRow = {
    ...baseRow(id, index),
    type: isExternal ? 'external' : isVariable ? 'variable' : 'simple',
    name,
    slug,
    sku: `${category.skuPrefix}-${String(id).padStart(6, '0')}`,
    color: colors[0]!.hex,
    description,
    short_description: shortDescription,
    ...ownPrices(regular, sale),
    stock_status: isExternal || isDigital ? 'instock' : s.status,
    manage_stock: isExternal || isDigital ? 0 : 1,
    stock_quantity: isExternal || isDigital ? null : s.qty,
    low_stock_amount: isExternal || isDigital ? null : 2,
    backorders: s.backorders,
    featured: index % 11 === 0 ? 1 : 0,
    total_sales: random.int(0, 400),
    gallery_count: random.int(2, 4),
  }
  if (category.slug !== 'accessories') {
    const laptop = category.slug === 'laptop'
    Object.assign(row, {
      weight: laptop ? (1.4 + random.next()).toFixed(1) : String(random.int(9, 22)),
      length: laptop ? '35.6' : String(random.int(45, 60)),
      width: laptop ? '24.8' : String(random.int(20, 26)),
      height: laptop ? '1.8' : String(random.int(42, 56)),
    })
  } else if (!isDigital && !isExternal) {
    Object.assign(row, { weight: '0.8', length: '30', width: '20', height: '8' })
  }
  if (isDigital) {
    Object.assign(row, {
      virtual: 1,
      downloadable: 1,
      downloads: JSON.stringify([
        { id: `dl-${id}-1`, name: `${name} (ZIP)`, file: `/wp-content/uploads/downloads/${slug}.zip` },
      ]),
    })
  }
  if (isExternal) {
    Object.assign(row, {
      external_url: 'https://www.adobe.com/ng/creativecloud.html',
      button_text: 'Buy from Adobe',
      virtual: 1,
    })
  }

  const termIds: number[] = [category.id, ...colors.map((c) => c.id)]
  const attributes: StoredAttribute[] = [
    {
      name: 'pa_color',
      label: 'Color',
      global: true,
      options: colors.map((c) => c.slug),
      variation: isVariable,
      visible: true,
    },
  ]
  if (category.slug === 'laptop' || (category.slug === 'accessories' && kind.includes('Monitor'))) {
    const size = category.slug === 'laptop' ? random.pick(SIZES.slice(0, 3)) : random.pick(SIZES.slice(3))
    termIds.push(size.id)
    attributes.push({
      name: 'pa_size',
      label: 'Size',
      global: true,
      options: [size.slug],
      variation: false,
      visible: true,
    })
  }
  let variations: ProductRow[] = []
  if (category.slug !== 'accessories') {
    const rams = isVariable ? RAM_OPTIONS.slice(random.int(0, 1), random.int(2, 3)) : [ram]
    attributes.push(
      { name: 'CPU', label: 'CPU', global: false, options: [cpu], variation: false, visible: true },
      { name: 'GPU', label: 'GPU', global: false, options: [gpu], variation: false, visible: true },
      { name: 'RAM', label: 'RAM', global: false, options: rams, variation: isVariable, visible: true },
    )
    if (isVariable) variations = makeVariations(row, colors, rams, random, nextId, index)
  }
  row.attributes = JSON.stringify(attributes)
  if (isVariable) {
    const first = variations[0]!
    row.default_attributes = JSON.stringify(JSON.parse(first.attributes))
    Object.assign(row, variableParentColumns(variations))
    row.manage_stock = 0
    row.stock_quantity = null
  }
  const meta = [{ key: 'warranty', value: '2 years' }]
  if (category.slug === 'made-to-order') meta.push({ key: 'made_to_order', value: 'yes' })
  row.meta = JSON.stringify(meta)
  row.search_text = `${name} ${stripTags(shortDescription)} ${stripTags(description)}`.toLowerCase()

  const reviews: SeedReview[] = []
  const reviewCount = isExternal ? 0 : random.int(0, 4)
  for (let r = 0; r < reviewCount; r++) {
    const author = random.pick(REVIEWERS)
    reviews.push({
      product_id: id,
      author,
      email: `${slugify(author)}@example.com`,
      content: `<p>${random.pick(REVIEW_TEXTS)}</p>`,
      rating: random.chance(0.6) ? 5 : random.int(3, 4),
      date: wpDate(DATE_ORIGIN + index * 3_600_000 + (r + 1) * 86_400_000),
    })
  }
  return { product: row, variations, termIds, reviews }
}
