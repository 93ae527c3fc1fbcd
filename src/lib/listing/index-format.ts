import type { ImageRef, PriceSet, ProductSummary, ProductType, StockStatus } from '../../domain/catalogue'

/**
 * The compact catalogue index: one global file of every visible product, fetched by a listing on its
 * first filter, sort or search. Category listings use it too, narrowed to their category.
 *
 * `/products/_index.json`:
 * ```
 * { "v": 1,
 *   "facets": [["category", "desktop", "Desktop"], ["pa_color", "black", "Black"], ...],
 *   "rows": [[id, slug, name, dateMs, price, regular, sale, flags, rating, reviewCount, image, [facet, ...]], ...] }
 * ```
 * - `facets` is a string table: a row names its categories and attribute terms by position in it.
 * - `price`, `regular`, `sale`: `null` (no price), `n` (one price) or `[lowest, highest]` (variable product).
 * - `flags`: bit 0 on sale; bits 1–2 stock status; bits 3–4 product type (orders of the lists below).
 * - `image`: `null` or `[src, alt, width, height]`.
 * - Rows keep the backend's order (date descending), which is also the tie-break of every sort.
 *
 * `/products/_search.json`, fetched on the first search only: `{ "v": 1, "rows": [[id, text], ...] }`,
 * where text is the lowercased plain text of name, short description and description, each distinct
 * word once (see `compactSearchText`).
 */
export { CATALOGUE_INDEX_PATH, CATALOGUE_SEARCH_PATH } from './index-paths'
export const INDEX_VERSION = 1

/** The facet key of product categories; attribute facets use their taxonomy (`pa_color`). */
export const CATEGORY_KEY = 'category'

export type PriceCell = null | number | [number, number]
export type ImageCell = null | [src: string, alt: string, width: number | null, height: number | null]
export type Facet = [key: string, slug: string, name: string]
export type IndexRow = [
  id: number,
  slug: string,
  name: string,
  date: number,
  price: PriceCell,
  regular: PriceCell,
  sale: PriceCell,
  flags: number,
  rating: number,
  reviewCount: number,
  image: ImageCell,
  facets: number[],
]

export interface CatalogueIndexJson {
  v: typeof INDEX_VERSION
  facets: Facet[]
  rows: IndexRow[]
}

export interface SearchIndexJson {
  v: typeof INDEX_VERSION
  rows: [id: number, text: string][]
}

const STOCK: StockStatus[] = ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER']
const TYPES: ProductType[] = ['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED']

/** Only global attribute taxonomies (`pa_*`) are filterable; other terms stay out of the index. */
export function isAttributeTaxonomy(taxonomy: string): boolean {
  return /^pa_[a-z0-9_-]+$/.test(taxonomy)
}

/** A date string from the backend (site time, often without a zone, read as UTC) as ms; 0 if invalid. */
export function dateToMs(value: string): number {
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(ms) ? 0 : ms
}

function priceCell(prices: number[]): PriceCell {
  if (!prices.length) return null
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? high : [low, high]
}

function priceList(cell: PriceCell): number[] {
  if (cell === null) return []
  return typeof cell === 'number' ? [cell] : [cell[0], cell[1]]
}

function flagsOf(product: ProductSummary): number {
  const stock = Math.max(0, STOCK.indexOf(product.stockStatus))
  const type = Math.max(0, TYPES.indexOf(product.type))
  return (product.onSale ? 1 : 0) | (stock << 1) | (type << 3)
}

/**
 * One product as an index row. `facetId` interns a facet (key, slug, name) into the facet table and
 * returns its position. Only the fields the listing filters, sorts and renders are kept.
 */
export function toIndexRow(
  product: ProductSummary,
  facetId: (key: string, slug: string, name: string) => number,
): IndexRow {
  const facets = product.categories.map((slug) => facetId(CATEGORY_KEY, slug, slug))
  for (const term of product.terms) {
    if (isAttributeTaxonomy(term.taxonomy)) facets.push(facetId(term.taxonomy, term.slug, term.name))
  }
  const image = product.image
  return [
    product.id,
    product.slug,
    product.name,
    dateToMs(product.date),
    priceCell(product.prices.price),
    priceCell(product.prices.regular),
    priceCell(product.prices.sale),
    flagsOf(product),
    Math.round(product.averageRating * 100) / 100,
    product.reviewCount,
    image ? [image.src, image.alt, image.width, image.height] : null,
    [...new Set(facets)].sort((a, b) => a - b),
  ]
}

/** Lowercased, whitespace-collapsed text, as search text is stored and search terms are compared. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * Search text as stored in the search file: each distinct word once, in order of first appearance.
 * Search matches every word of the term as a substring, and a substring without spaces always lies
 * within one word, so dropping repeats changes no result while it shrinks the file.
 */
export function compactSearchText(text: string): string {
  return [...new Set(normalizeSearchText(text).split(' '))].join(' ')
}

/** A product of the decoded index: what the listing filters and sorts on, precomputed once. */
export interface IndexedProduct {
  /** Position in the index (the backend's date-descending order): the tie-break of every sort. */
  position: number
  id: number
  slug: string
  name: string
  date: number
  /** Highest price, highest regular price and highest sale price (0 when missing). */
  price: number
  regular: number
  sale: number
  /** Fraction off between the highest regular and the highest sale price; 0 when not on sale. */
  discount: number
  onSale: boolean
  averageRating: number
  reviewCount: number
  stockStatus: StockStatus
  type: ProductType
  prices: PriceSet
  image: ImageRef | null
  /** Positions in the facet table, ascending. */
  facets: number[]
  /** Position in name order (locale-aware), so the alphabetical sort compares numbers. */
  nameRank: number
  /** Search text; the lowercased name until the search file is loaded. */
  text: string
}

export interface DecodedIndex {
  facets: Facet[]
  products: IndexedProduct[]
}

function discountOf(onSale: boolean, regular: number, sale: number): number {
  return onSale && regular > 0 && sale > 0 && sale < regular ? (regular - sale) / regular : 0
}

/** Decodes `/products/_index.json`. Throws on a different format version (a stale or foreign file). */
export function decodeIndex(json: unknown): DecodedIndex {
  const index = json as Partial<CatalogueIndexJson> | null
  if (!index || index.v !== INDEX_VERSION || !Array.isArray(index.rows) || !Array.isArray(index.facets)) {
    throw new Error(`Not a catalogue index of version ${INDEX_VERSION}`)
  }
  const products = index.rows.map((row, position): IndexedProduct => {
    const [id, slug, name, date, price, regular, sale, flags, rating, reviewCount, image, facets] = row
    const prices = { price: priceList(price), regular: priceList(regular), sale: priceList(sale) }
    const onSale = (flags & 1) === 1
    const high = (cell: number[]) => (cell.length ? cell[cell.length - 1]! : 0)
    return {
      position,
      id,
      slug,
      name,
      date,
      price: high(prices.price),
      regular: high(prices.regular),
      sale: high(prices.sale),
      discount: discountOf(onSale, high(prices.regular), high(prices.sale)),
      onSale,
      averageRating: rating,
      reviewCount,
      stockStatus: STOCK[(flags >> 1) & 3] ?? 'IN_STOCK',
      type: TYPES[(flags >> 3) & 3] ?? 'SIMPLE',
      prices,
      image: image ? { src: image[0], alt: image[1], width: image[2], height: image[3] } : null,
      facets,
      nameRank: 0,
      text: normalizeSearchText(name),
    }
  })
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
  const names = products.map((p) => ({ p, key: p.name }))
  names.sort((a, b) => collator.compare(a.key, b.key) || a.p.position - b.p.position)
  names.forEach(({ p }, rank) => (p.nameRank = rank))
  return { facets: index.facets, products }
}

/** Puts the texts of `/products/_search.json` onto the decoded products (matched by id). */
export function attachSearchTexts(products: IndexedProduct[], json: unknown): void {
  const search = json as Partial<SearchIndexJson> | null
  if (!search || search.v !== INDEX_VERSION || !Array.isArray(search.rows)) {
    throw new Error(`Not a search index of version ${INDEX_VERSION}`)
  }
  const texts = new Map(search.rows)
  for (const product of products) {
    const text = texts.get(product.id)
    if (text) product.text = text
  }
}

/** A decoded product as the summary a product card renders. */
export function indexedToSummary(product: IndexedProduct, facets: Facet[]): ProductSummary {
  const categories: string[] = []
  const terms: ProductSummary['terms'] = []
  for (const id of product.facets) {
    const facet = facets[id]
    if (!facet) continue
    if (facet[0] === CATEGORY_KEY) categories.push(facet[1])
    else terms.push({ taxonomy: facet[0], slug: facet[1], name: facet[2] })
  }
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    date: new Date(product.date).toISOString().slice(0, 19),
    prices: product.prices,
    onSale: product.onSale,
    image: product.image,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    stockStatus: product.stockStatus,
    categories,
    terms,
  }
}
