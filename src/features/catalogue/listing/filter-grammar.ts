/**
 * The listing's URL state: `?filter=…&orderby=…&order=…&search=…`.
 *
 * `filter` grammar — groups of `key[value,value,…]`, written one after another separated by commas:
 * ```
 * filter = group *( "," group )
 * group  = key "[" [ value *( "," value ) ] "]"
 * key    = "price" | "rating" | "category" | "sale" | "pa_" 1*( a-z / 0-9 / "_" / "-" )
 * value  = 1*( a-z / 0-9 / "_" / "-" / "%" / "." )
 * ```
 * e.g. `price[100000,2500000],rating[4],category[desktop,laptop],pa_color[black,silver],sale[true]`
 * (the same shape as WooNuxt's, so its links keep working). Values are slugs or numbers.
 * - `price[min,max]`: the product's highest price within min..max; either end may be empty
 *   (`price[,500000]`); ends in the wrong order are swapped.
 * - `rating[n]`: average rating at least n, 0 < n ≤ 5. `sale[true]`: on sale only.
 * - `category[…]` and `pa_*[…]` (global attribute taxonomies): slugs, any of them (OR within a key,
 *   AND across keys).
 *
 * Parsing never throws. A group is recognised only as a whole key directly before `[`, so keys that
 * share a prefix (`sale`/`sale_price`, `pa_color`/`pa_colour`, `category`/`categoryx`) never match
 * each other. Unknown keys, malformed groups and bad values are ignored. A repeated list key merges
 * its slugs; a repeated price, rating or sale group: the last valid one wins.
 * `serializeFilter` writes keys in a fixed order and slugs sorted, so parse∘serialize round-trips.
 */

export interface ListingFilter {
  minPrice: number | null
  maxPrice: number | null
  rating: number | null
  sale: boolean
  categories: string[]
  /** Attribute taxonomy (`pa_color`) → selected term slugs. */
  attributes: Record<string, string[]>
}

export const ORDER_BYS = ['date', 'price', 'rating', 'discount', 'alphabetically'] as const
export type OrderBy = (typeof ORDER_BYS)[number]
export type Order = 'ASC' | 'DESC'

/**
 * The direction a sort starts in: newest, cheapest, best rated, biggest discount first, and A to Z.
 * An `order` equal to the default is left out of the URL.
 */
export const DEFAULT_ORDER: Record<OrderBy, Order> = {
  date: 'DESC',
  price: 'ASC',
  rating: 'DESC',
  discount: 'DESC',
  alphabetically: 'ASC',
}

export interface ListingQuery {
  filter: ListingFilter
  orderby: OrderBy
  order: Order
  search: string
}

const MAX_FILTER_LENGTH = 4096
const MAX_SEARCH_LENGTH = 200
const MAX_VALUES = 100
const GROUP = /([a-z0-9_-]+)\[([^[\]]*)\]/gi
const SLUG = /^[a-z0-9_%.-]+$/
const ATTRIBUTE_KEY = /^pa_[a-z0-9_-]+$/

export function emptyFilter(): ListingFilter {
  return { minPrice: null, maxPrice: null, rating: null, sale: false, categories: [], attributes: {} }
}

function number(value: string | undefined): number | null {
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value.trim())) return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

function slugs(values: string[]): string[] {
  return values.map((v) => v.trim().toLowerCase()).filter((v) => v.length <= 200 && SLUG.test(v))
}

function merge(current: string[] | undefined, added: string[]): string[] {
  return [...new Set([...(current ?? []), ...added])].sort().slice(0, MAX_VALUES)
}

function applyGroup(filter: ListingFilter, key: string, values: string[]): void {
  if (key === 'price') {
    const [a, b] = [number(values[0]), number(values[1])]
    if (values.length !== 2 || (a === null && b === null)) return
    const swap = a !== null && b !== null && a > b
    filter.minPrice = swap ? b : a
    filter.maxPrice = swap ? a : b
  } else if (key === 'rating') {
    const n = number(values[0])
    if (values.length === 1 && n !== null && n > 0 && n <= 5) filter.rating = n
  } else if (key === 'sale') {
    if (values.length === 1 && values[0] === 'true') filter.sale = true
  } else if (key === 'category') {
    filter.categories = merge(filter.categories, slugs(values))
  } else if (ATTRIBUTE_KEY.test(key)) {
    const merged = merge(filter.attributes[key], slugs(values))
    if (merged.length) filter.attributes[key] = merged
  }
}

/** Parses a `filter` query value. Never throws; see the grammar above. */
export function parseFilter(input: unknown): ListingFilter {
  const filter = emptyFilter()
  if (typeof input !== 'string') return filter
  for (const match of input.slice(0, MAX_FILTER_LENGTH).matchAll(GROUP)) {
    const start = match.index
    // A key glued to a preceding word character is part of a longer, unknown key: `xcategory[…]`.
    if (start > 0 && /[a-z0-9_-]/i.test(input[start - 1]!)) continue
    const key = match[1]!.toLowerCase()
    const values = match[2]!.length ? match[2]!.split(',') : []
    applyGroup(filter, key, values)
  }
  return filter
}

function formatNumber(n: number | null): string {
  return n === null ? '' : String(n)
}

/** The canonical `filter` value: keys in a fixed order, slugs sorted; '' for no filter. */
export function serializeFilter(filter: ListingFilter): string {
  const groups: string[] = []
  if (filter.minPrice !== null || filter.maxPrice !== null) {
    groups.push(`price[${formatNumber(filter.minPrice)},${formatNumber(filter.maxPrice)}]`)
  }
  if (filter.rating !== null) groups.push(`rating[${filter.rating}]`)
  const categories = merge([], slugs(filter.categories))
  if (categories.length) groups.push(`category[${categories.join(',')}]`)
  for (const key of Object.keys(filter.attributes).sort()) {
    const values = merge([], slugs(filter.attributes[key] ?? []))
    if (ATTRIBUTE_KEY.test(key) && values.length) groups.push(`${key}[${values.join(',')}]`)
  }
  if (filter.sale) groups.push('sale[true]')
  return groups.join(',')
}

function parseOrderBy(value: string | null): OrderBy {
  const lower = value?.toLowerCase()
  return (ORDER_BYS as readonly string[]).includes(lower ?? '') ? (lower as OrderBy) : 'date'
}

/** A search term as it is kept: whitespace collapsed, trimmed, at most 200 characters. */
export function normalizeSearchTerm(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
}

/** The listing state held in a URL query string (with or without its `?`); invalid values → defaults. */
export function readListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search)
  const orderby = parseOrderBy(params.get('orderby'))
  const order = params.get('order')?.toUpperCase()
  return {
    filter: parseFilter(params.get('filter')),
    orderby,
    order: order === 'ASC' || order === 'DESC' ? order : DEFAULT_ORDER[orderby],
    search: normalizeSearchTerm(params.get('search')),
  }
}

// Brackets and commas stay readable in the address bar; URLSearchParams decodes either form.
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',')
}

/** The query string of a listing state, `?…` in a stable order, or '' when everything is default. */
export function writeListingQuery(state: ListingQuery): string {
  const parts: string[] = []
  const filter = serializeFilter(state.filter)
  if (filter) parts.push(`filter=${encodeValue(filter)}`)
  if (state.orderby !== 'date') parts.push(`orderby=${state.orderby}`)
  if (state.order !== DEFAULT_ORDER[state.orderby]) parts.push(`order=${state.order}`)
  const search = normalizeSearchTerm(state.search)
  if (search) parts.push(`search=${encodeValue(search)}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Whether a listing state differs from the plain listing (so it needs the catalogue index). */
export function isListingQueryActive(state: ListingQuery): boolean {
  return writeListingQuery(state) !== ''
}

export function defaultListingQuery(): ListingQuery {
  return { filter: emptyFilter(), orderby: 'date', order: 'DESC', search: '' }
}
