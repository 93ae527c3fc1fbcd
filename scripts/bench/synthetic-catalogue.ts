import type { ProductSummary, TermRef } from '../../src/domain/catalogue'

/** A deterministic pseudo-random generator (mulberry32), so every run benchmarks the same catalogue. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CATEGORIES = ['desktop', 'laptop', 'accessories', 'made-to-order']
const BRANDS = ['Forge', 'Dell', 'HP', 'Lenovo', 'ASUS', 'MSI', 'Apple', 'Acer', 'Gigabyte', 'Razer']
const LINES = ['Studio', 'Pro', 'Creator', 'Render', 'Titan', 'Vision', 'Edge', 'Nova', 'Apex', 'Quantum']
const KINDS: Record<string, string[]> = {
  desktop: ['Tower Workstation', 'Mini PC', 'All-in-One'],
  laptop: ['Laptop', 'Mobile Workstation', 'Ultrabook'],
  accessories: ['4K Monitor', 'Mechanical Keyboard', 'Drawing Tablet', 'UPS 1500VA', 'NVMe SSD 2TB'],
  'made-to-order': ['Custom Render Rig', 'Custom Edit Bay', 'Custom AI Workstation'],
}
const COLORS = ['black', 'silver', 'white', 'space-grey', 'blue', 'red']
const SIZES = ['13-inch', '14-inch', '15-inch', '16-inch', '17-inch', '24-inch', '27-inch', '32-inch']
const RAM = ['16gb', '32gb', '64gb', '128gb']
const WORDS =
  'rendering editing colour grading animation compositing cad simulation nvidia rtx amd ryzen intel xeon core ' +
  'threadripper ddr5 ecc memory nvme storage thunderbolt wifi quiet cooling warranty lagos delivery abuja ' +
  'designers editors architects engineers 4k 8k hdr display calibrated blender davinci resolve premiere maya'

const pick = <T>(rand: () => number, list: T[]): T => list[Math.floor(rand() * list.length)]!
const title = (slug: string) =>
  slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`)

function sentence(rand: () => number, words: string[], length: number): string {
  return Array.from({ length }, () => pick(rand, words)).join(' ')
}

export interface SyntheticProduct extends ProductSummary {
  shortDescription: string
  description: string
}

/** `count` realistic products (categories, colour/size/memory terms, variable prices, sales, ratings, texts). */
export function syntheticCatalogue(count: number, seed = 42): SyntheticProduct[] {
  const rand = random(seed)
  const words = WORDS.split(' ')
  const start = Date.UTC(2022, 0, 1)
  return Array.from({ length: count }, (_, i) => {
    const category = pick(rand, CATEGORIES)
    const name = `${pick(rand, BRANDS)} ${pick(rand, LINES)} ${pick(rand, KINDS[category]!)} ${1000 + i}`
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const variable = category === 'made-to-order' || rand() < 0.2
    const base = Math.round((category === 'accessories' ? 20_000 : 350_000) * (1 + rand() * 9)) * 100
    const price = variable ? [base, Math.round(base * (1.2 + rand()))] : [base]
    const onSale = rand() < 0.25
    const sale = onSale ? price.map((p) => Math.round(p * (0.6 + rand() * 0.35))) : []
    const terms: TermRef[] = [pick(rand, COLORS), pick(rand, COLORS)].map((slug) => ({
      taxonomy: 'pa_color',
      slug,
      name: title(slug),
    }))
    terms.push({ taxonomy: 'pa_size', slug: pick(rand, SIZES), name: '' })
    if (category !== 'accessories') terms.push({ taxonomy: 'pa_memory', slug: pick(rand, RAM), name: '' })
    for (const term of terms) term.name ||= term.slug.toUpperCase()
    const reviewCount = rand() < 0.6 ? Math.floor(rand() * 40) : 0
    return {
      id: 10_000 + i,
      slug,
      name,
      type: variable ? 'VARIABLE' : 'SIMPLE',
      date: new Date(start + (count - i) * 3_600_000).toISOString().slice(0, 19),
      prices: { price: onSale ? sale : price, regular: price, sale },
      onSale,
      image: { src: `http://127.0.0.1:4000/images/products/${slug}.jpg`, alt: name, width: 800, height: 900 },
      averageRating: reviewCount ? Math.round((2 + rand() * 3) * 100) / 100 : 0,
      reviewCount,
      stockStatus: rand() < 0.85 ? 'IN_STOCK' : rand() < 0.5 ? 'OUT_OF_STOCK' : 'ON_BACKORDER',
      categories: rand() < 0.1 ? [category, pick(rand, CATEGORIES)] : [category],
      terms,
      shortDescription: `<p>${sentence(rand, words, 18)}.</p>`,
      description: `<h3>Overview</h3><p>${sentence(rand, words, 60)}.</p><ul><li>${sentence(rand, words, 8)}</li><li>${sentence(rand, words, 8)}</li></ul><p>${sentence(rand, words, 40)}.</p>`,
    } satisfies SyntheticProduct
  })
}
