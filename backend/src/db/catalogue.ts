import type { Product, TermRow } from './catalogue-rows'
import { IN_LIST, inList, present, sql, type Db } from './database'

export type { Product, ReviewRow, TermRow } from './catalogue-rows'

export interface ProductFilter {
  search?: string | null
  category?: string | null
  categoryIn?: Array<string | null> | null
  categoryNotIn?: Array<string | null> | null
  categoryId?: number | null
  categoryIdIn?: Array<number | null> | null
  onSale?: boolean | null
  featured?: boolean | null
  stockStatus?: Array<string | null> | null
  visibility?: string | null
  status?: string | null
  minPrice?: number | null
  maxPrice?: number | null
  include?: Array<number | null> | null
  exclude?: Array<number | null> | null
  slugIn?: Array<string | null> | null
  sku?: string | null
  type?: string | null
  typeIn?: Array<string | null> | null
  typeNotIn?: Array<string | null> | null
  rating?: Array<number | null> | null
  orderby?: Array<{ field: string; order?: string | null } | null> | null
}

const ORDER_COLUMNS: Record<string, string> = {
  DATE: 'p.date',
  MODIFIED: 'p.modified',
  MENU_ORDER: 'p.menu_order',
  NAME: 'p.name COLLATE NOCASE',
  SLUG: 'p.slug',
  PRICE: 'p.min_price',
  REGULAR_PRICE: 'p.regular_price',
  SALE_PRICE: 'COALESCE(p.sale_price, p.min_price)',
  RATING: 'p.average_rating',
  REVIEW_COUNT: 'p.review_count',
  POPULARITY: 'p.total_sales',
  TOTAL_SALES: 'p.total_sales',
}
const ASCENDING_BY_DEFAULT = new Set(['NAME', 'SLUG', 'MENU_ORDER'])
const STOCK = { IN_STOCK: 'instock', OUT_OF_STOCK: 'outofstock', ON_BACKORDER: 'onbackorder' } as Record<
  string,
  string
>
const VISIBILITY: Record<string, string[]> = {
  VISIBLE: ['visible'],
  CATALOG: ['visible', 'catalog'],
  SEARCH: ['visible', 'search'],
  HIDDEN: ['hidden'],
}

/** Builds the WHERE clause of a product listing from WooGraphQL's `where` arguments (whitelisted, parameterised). */
function whereClause(filter: ProductFilter): { clause: string; params: unknown[] } {
  const parts = ['p.parent_id IS NULL', 'p.status = ?']
  const params: unknown[] = [filter.status ?? 'publish']
  const inTerms = (slugs: string[], negate = false) => {
    parts.push(
      `p.id ${negate ? 'NOT ' : ''}IN (SELECT pt.product_id FROM product_terms pt JOIN terms t ON t.id = pt.term_id
        WHERE t.taxonomy = 'product_cat' AND t.slug ${IN_LIST})`,
    )
    params.push(inList(slugs))
  }
  const categorySlugs = [...present(filter.categoryIn), ...(filter.category ? [filter.category] : [])]
  if (filter.categoryIn || filter.category) inTerms(categorySlugs.length ? categorySlugs : [''])
  if (present(filter.categoryNotIn).length) inTerms(present(filter.categoryNotIn), true)
  const categoryIds = [
    ...present(filter.categoryIdIn),
    ...(filter.categoryId != null ? [filter.categoryId] : []),
  ]
  if (filter.categoryIdIn || filter.categoryId != null) {
    parts.push(`p.id IN (SELECT product_id FROM product_terms WHERE term_id ${IN_LIST})`)
    params.push(inList(categoryIds))
  }
  if (filter.search) {
    parts.push(`p.search_text LIKE ? ESCAPE '\\'`)
    params.push(`%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`)
  }
  if (filter.onSale != null) parts.push(filter.onSale ? 'p.sale_price IS NOT NULL' : 'p.sale_price IS NULL')
  if (filter.featured != null) parts.push(`p.featured = ${filter.featured ? 1 : 0}`)
  const stock = present(filter.stockStatus).map((s) => STOCK[s] ?? s)
  if (stock.length) {
    parts.push(`p.stock_status ${IN_LIST}`)
    params.push(inList(stock))
  }
  if (filter.visibility) {
    const values = VISIBILITY[filter.visibility] ?? []
    parts.push(`p.visibility ${IN_LIST}`)
    params.push(inList(values))
  }
  if (filter.minPrice != null) {
    parts.push('p.max_price >= ?')
    params.push(Math.round(filter.minPrice * 100))
  }
  if (filter.maxPrice != null) {
    parts.push('p.min_price <= ?')
    params.push(Math.round(filter.maxPrice * 100))
  }
  const listFilter = (column: string, values: unknown[], negate = false) => {
    parts.push(`${column} ${negate ? 'NOT ' : ''}${IN_LIST}`)
    params.push(inList(values))
  }
  if (filter.include) listFilter('p.id', present(filter.include))
  if (present(filter.exclude).length) listFilter('p.id', present(filter.exclude), true)
  if (filter.slugIn) listFilter('p.slug', present(filter.slugIn))
  if (filter.sku) listFilter('p.sku', [filter.sku])
  const types = [...present(filter.typeIn), ...(filter.type ? [filter.type] : [])].map((t) => t.toLowerCase())
  if (filter.typeIn || filter.type) listFilter('p.type', types)
  if (present(filter.typeNotIn).length)
    listFilter(
      'p.type',
      present(filter.typeNotIn).map((t) => t.toLowerCase()),
      true,
    )
  if (present(filter.rating).length)
    listFilter('CAST(ROUND(p.average_rating) AS INTEGER)', present(filter.rating))
  return { clause: parts.join(' AND '), params }
}

function orderClause(filter: ProductFilter): string {
  // A field repeated after its first use orders nothing; dropped, so `orderby` lists of any length make few statements.
  const terms = present(filter.orderby)
    .filter((o, i, all) => ORDER_COLUMNS[o.field] && all.findIndex((p) => p.field === o.field) === i)
    .map((o) => {
      const direction = o.order ?? (ASCENDING_BY_DEFAULT.has(o.field) ? 'ASC' : 'DESC')
      return `${ORDER_COLUMNS[o.field]} ${direction === 'ASC' ? 'ASC' : 'DESC'}`
    })
  if (terms.length === 0) terms.push('p.date DESC')
  // The id keeps the order total, so offset cursors never skip or repeat a product.
  const lastDirection = terms.at(-1)!.endsWith('ASC') ? 'ASC' : 'DESC'
  return [...terms, `p.id ${lastDirection}`].join(', ')
}

// Counting scans every matching row; paging asks for the same count on every page, so counts are cached until the
// catalogue changes (stock, sales, reviews: see catalogueChanged).
const countCache = new WeakMap<Db, Map<string, number>>()
const MAX_COUNT_KEY_LENGTH = 2048

export function catalogueChanged(db: Db): void {
  countCache.delete(db)
}

export function countProducts(db: Db, filter: ProductFilter): number {
  const { clause, params } = whereClause(filter)
  let cache = countCache.get(db)
  if (!cache) countCache.set(db, (cache = new Map()))
  const key = clause + JSON.stringify(params)
  let count = cache.get(key)
  if (count === undefined) {
    count = (sql(db, `SELECT COUNT(*) AS n FROM products p WHERE ${clause}`).get(...params) as { n: number })
      .n
    if (cache.size > 1000) cache.clear()
    // A key as long as a client's list would make the cache hold megabytes; such a count is simply not kept.
    if (key.length <= MAX_COUNT_KEY_LENGTH) cache.set(key, count)
  }
  return count
}

/**
 * One page of a listing, in two steps: the ids of the page (sorting and skipping only ids and sort keys, not whole
 * rows: deep pages of any order stay cheap), then those rows.
 */
export function listProducts(db: Db, filter: ProductFilter, offset: number, limit: number): Product[] {
  return productsById(db, listProductIds(db, filter, offset, limit))
}

/** The ids of a listing's products, in its order (all of them without `limit`). */
export function listProductIds(db: Db, filter: ProductFilter, offset = 0, limit = -1): number[] {
  const { clause, params } = whereClause(filter)
  const text = `SELECT p.id FROM products p WHERE ${clause} ORDER BY ${orderClause(filter)} LIMIT ? OFFSET ?`
  return (sql(db, text).all(...params, limit, offset) as Array<{ id: number }>).map((r) => r.id)
}

/** Products by id, in the order asked (missing ids left out). */
export function productsById(db: Db, ids: number[]): Product[] {
  const rows = sql(db, 'SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(ids),
  ) as Product[]
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is Product => !!r)
}

export function getProduct(db: Db, id: number): Product | undefined {
  return sql(db, 'SELECT * FROM products WHERE id = ?').get(id) as Product | undefined
}

export function getProductBy(db: Db, column: 'slug' | 'sku', value: string): Product | undefined {
  const text = `SELECT * FROM products WHERE ${column} = ? AND parent_id IS NULL`
  return sql(db, text).get(value) as Product | undefined
}

export function getVariations(db: Db, parentId: number): Product[] {
  return sql(db, 'SELECT * FROM products WHERE parent_id = ? ORDER BY id').all(parentId) as Product[]
}

export function getProductTerms(db: Db, productId: number, taxonomy?: string): TermRow[] {
  const rows = sql(
    db,
    'SELECT t.* FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = ? ORDER BY t.taxonomy, t.menu_order',
  ).all(productId) as TermRow[]
  return taxonomy ? rows.filter((t) => t.taxonomy === taxonomy) : rows
}

export function getTerm(db: Db, taxonomy: string, slug: string): TermRow | undefined {
  return sql(db, 'SELECT * FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as
    TermRow | undefined
}
