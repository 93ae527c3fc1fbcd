import { sql, type Db } from './database'
import type { Product, ReviewRow, TermRow } from './catalogue'

/**
 * Catalogue relations for many products in one query each (the per-request loader's sources). Ids go in as one JSON
 * array parameter (`json_each`), so each query is a single prepared statement whatever the number of ids.
 */

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** Variations of each parent, by id (as getVariations). */
export function variationsByParent(db: Db, parentIds: number[]): Map<number, Product[]> {
  const rows = sql(
    db,
    'SELECT * FROM products WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY parent_id, id',
  ).all(JSON.stringify(parentIds)) as Product[]
  return groupBy(rows, (r) => r.parent_id!)
}

/** Terms of each product, by taxonomy then term order (as getProductTerms). */
export function termsByProduct(db: Db, productIds: number[]): Map<number, TermRow[]> {
  const rows = sql(
    db,
    `SELECT pt.product_id AS product_id, t.* FROM product_terms pt JOIN terms t ON t.id = pt.term_id
      WHERE pt.product_id IN (SELECT value FROM json_each(?)) ORDER BY pt.product_id, t.taxonomy, t.menu_order, t.id`,
  ).all(JSON.stringify(productIds)) as Array<TermRow & { product_id: number }>
  const groups = new Map<number, TermRow[]>()
  for (const { product_id, ...term } of rows) {
    const group = groups.get(product_id)
    if (group) group.push(term)
    else groups.set(product_id, [term])
  }
  return groups
}

/** Approved reviews of each product, newest first. */
export function reviewsByProduct(db: Db, productIds: number[]): Map<number, ReviewRow[]> {
  const rows = sql(
    db,
    `SELECT * FROM reviews WHERE product_id IN (SELECT value FROM json_each(?)) AND status = 'approve'
      ORDER BY product_id, date DESC, id DESC`,
  ).all(JSON.stringify(productIds)) as ReviewRow[]
  return groupBy(rows, (r) => r.product_id)
}

/** Published top-level products by catalogue index (menu_order), the key `related` is stored by. */
export function productsByMenuOrder(db: Db, indexes: number[]): Map<number, Product> {
  // CROSS JOIN keeps json_each outermost, so each index is one products_menu_order lookup (the planner would otherwise
  // walk every top-level product).
  const rows = sql(
    db,
    `SELECT p.* FROM json_each(?) j CROSS JOIN products p
      ON p.parent_id IS NULL AND p.status = 'publish' AND p.menu_order = j.value ORDER BY p.id`,
  ).all(JSON.stringify(indexes)) as Product[]
  const byIndex = new Map<number, Product>()
  for (const row of rows) if (!byIndex.has(row.menu_order)) byIndex.set(row.menu_order, row)
  return byIndex
}

/** Every term of a taxonomy by slug (a handful of rows: colours, sizes, categories). */
export function termsBySlug(db: Db, taxonomy: string): Map<string, TermRow> {
  const rows = sql(db, 'SELECT * FROM terms WHERE taxonomy = ?').all(taxonomy) as TermRow[]
  return new Map(rows.map((t) => [t.slug, t]))
}
