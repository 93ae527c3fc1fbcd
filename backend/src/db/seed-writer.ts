import type { ProductRow, SeedReview } from './catalogue-rows'
import { sql, type Db } from './database'

/** The bulk writes of the demo seed, as prepared statements (the seed runs them in its one transaction). */

const PRODUCT_COLUMNS = [
  'id',
  'parent_id',
  'type',
  'name',
  'slug',
  'sku',
  'date',
  'menu_order',
  'description',
  'short_description',
  'regular_price',
  'sale_price',
  'min_price',
  'max_price',
  'stock_status',
  'manage_stock',
  'stock_quantity',
  'low_stock_amount',
  'backorders',
  'weight',
  'length',
  'width',
  'height',
  'virtual',
  'downloadable',
  'featured',
  'total_sales',
  'average_rating',
  'review_count',
  'color',
  'gallery_count',
  'external_url',
  'button_text',
  'attributes',
  'default_attributes',
  'downloads',
  'related',
  'meta',
  'search_text',
] as const

export type SeedProduct = ProductRow & { average_rating: number; review_count: number; related: string }

export function seedWriter(db: Db) {
  const insertProduct = sql(
    db,
    // A seeded product was last modified when it was published.
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}, modified)
     VALUES (${PRODUCT_COLUMNS.map((c) => '@' + c).join(', ')}, @date)`,
  )
  const insertTerm = sql(
    db,
    'INSERT INTO terms (id, taxonomy, name, slug, description, menu_order, image_color) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const linkTerm = sql(db, 'INSERT OR IGNORE INTO product_terms (product_id, term_id) VALUES (?, ?)')
  const insertReview = sql(
    db,
    'INSERT INTO reviews (product_id, author, email, content, rating, date) VALUES (@product_id, @author, @email, @content, @rating, @date)',
  )
  const insertCoupon = sql(db, 'INSERT INTO coupons (code, type, amount, description) VALUES (?, ?, ?, ?)')
  const insertMethod = sql(
    db,
    'INSERT INTO shipping_methods (instance_id, zone, method_id, title, cost, min_amount, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  return {
    product: (row: SeedProduct) => insertProduct.run(row),
    term: (
      id: number,
      taxonomy: string,
      name: string,
      slug: string,
      description: string,
      order: number,
      imageColor: string | null,
    ) => insertTerm.run(id, taxonomy, name, slug, description, order, imageColor),
    linkTerm: (productId: number, termId: number) => linkTerm.run(productId, termId),
    review: (review: SeedReview) => insertReview.run(review),
    coupon: (code: string, type: string, amount: number, description: string) =>
      insertCoupon.run(code, type, amount, description),
    shippingMethod: (m: {
      instanceId: number
      zone: string
      methodId: string
      title: string
      cost: number
      minAmount: number | null
      position: number
    }) => insertMethod.run(m.instanceId, m.zone, m.methodId, m.title, m.cost, m.minAmount, m.position),
    /** Term counts as WordPress keeps them: published products per term. */
    countTerms: () =>
      db.exec(`UPDATE terms SET count = (SELECT COUNT(*) FROM product_terms pt JOIN products p ON p.id = pt.product_id
        WHERE pt.term_id = terms.id AND p.status = 'publish')`),
    /** The first product of a kind, for the demo account's past orders. */
    firstProduct: (kind: 'downloadable' | 'shipped-simple') =>
      sql(
        db,
        kind === 'downloadable'
          ? 'SELECT id, name, min_price FROM products WHERE downloadable = 1 ORDER BY id LIMIT 1'
          : "SELECT id, name, min_price FROM products WHERE type = 'simple' AND virtual = 0 ORDER BY id LIMIT 1",
      ).get() as { id: number; name: string; min_price: number } | undefined,
  }
}
