import type { Db } from '../db/database'
import { setMeta } from '../db/database'
import { hashPasswordSync } from '../auth/passwords'
import { insertOrder } from '../shop/orders'
import { generateProduct, wpDate, type ProductRow } from './catalogue'
import { CATEGORIES, COLORS, COUPONS, DEMO_ACCOUNTS, SHIPPING_METHODS, SIZES } from './fixtures'
import { createRandom } from './prng'

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

const FIRST_PRODUCT_ID = 100

/**
 * Fills an empty database with the demo shop: `productCount` catalogue entries (deterministic for a given count),
 * the fixed categories, attribute terms, coupons, shipping methods and demo accounts with past orders.
 * Runs in one transaction with prepared statements.
 */
export function seedShop(db: Db, productCount: number): void {
  const random = createRandom(20240611 + productCount)
  let id = FIRST_PRODUCT_ID
  const nextId = () => id++
  const insertProduct = db.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map((c) => '@' + c).join(', ')})`,
  )
  const insertTerm = db.prepare(
    'INSERT INTO terms (id, taxonomy, name, slug, description, menu_order, image_color) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const linkTerm = db.prepare('INSERT OR IGNORE INTO product_terms (product_id, term_id) VALUES (?, ?)')
  const insertReview = db.prepare(
    'INSERT INTO reviews (product_id, author, email, content, rating, date) VALUES (@product_id, @author, @email, @content, @rating, @date)',
  )

  db.transaction(() => {
    for (const c of CATEGORIES) {
      insertTerm.run(
        c.id,
        'product_cat',
        c.name,
        c.slug,
        `<p>${c.name} machines for creative work.</p>`,
        c.order,
        c.color,
      )
    }
    COLORS.forEach((c, i) => insertTerm.run(c.id, 'pa_color', c.name, c.slug, '', i, c.hex))
    SIZES.forEach((s, i) => insertTerm.run(s.id, 'pa_size', s.name, s.slug, '', i, null))

    for (let index = 0; index < productCount; index++) {
      const { product, variations, termIds, reviews } = generateProduct(index, random, nextId)
      const rating = reviews.length ? reviews.reduce((a, r) => a + r.rating, 0) / reviews.length : 0
      const related = relatedIndexes(index, productCount)
      insertProduct.run(withStats(product, Math.round(rating * 100) / 100, reviews.length, related))
      for (const v of variations) insertProduct.run(withStats(v, 0, 0, []))
      for (const t of termIds) linkTerm.run(product.id, t)
      for (const r of reviews) insertReview.run(r)
    }
    db.exec(`UPDATE terms SET count = (SELECT COUNT(*) FROM product_terms pt JOIN products p ON p.id = pt.product_id
      WHERE pt.term_id = terms.id AND p.status = 'publish')`)

    const insertCoupon = db.prepare(
      'INSERT INTO coupons (code, type, amount, description) VALUES (?, ?, ?, ?)',
    )
    for (const c of COUPONS) insertCoupon.run(c.code, c.type, c.amount, c.description)
    const insertMethod = db.prepare(
      'INSERT INTO shipping_methods (instance_id, zone, method_id, title, cost, min_amount, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    for (const m of SHIPPING_METHODS) {
      insertMethod.run(m.instanceId, m.zone, m.methodId, m.title, m.cost, m.minAmount, m.position)
    }
    seedAccounts(db)
    setMeta(db, 'catalogue_size', String(productCount))
  })()
}

function withStats(row: ProductRow, averageRating: number, reviewCount: number, related: number[]) {
  return {
    ...row,
    average_rating: averageRating,
    review_count: reviewCount,
    related: JSON.stringify(related),
  }
}

/** Related products are stored by catalogue index (menu_order): the next few entries of the same category. */
function relatedIndexes(index: number, count: number): number[] {
  const out: number[] = []
  for (let step = 1; out.length < 5 && step <= 12; step++) {
    const other = (index + step * CATEGORIES.length) % count
    if (other !== index && other % CATEGORIES.length === index % CATEGORIES.length && !out.includes(other))
      out.push(other)
  }
  return out
}

function seedAccounts(db: Db): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, display_name, registered, billing, shipping)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const a of DEMO_ACCOUNTS) {
    const address = {
      firstName: a.firstName,
      lastName: a.lastName,
      address1: a.address1,
      city: a.city,
      state: a.state,
      country: 'NG',
      postcode: '',
      email: a.email,
      phone: a.phone,
    }
    const { email: _e, phone: _p, ...shipping } = address
    insertUser.run(
      a.id,
      a.username,
      a.email,
      hashPasswordSync(a.password),
      a.firstName,
      a.lastName,
      `${a.firstName} ${a.lastName}`,
      '2024-01-15T10:00:00',
      JSON.stringify(address),
      JSON.stringify(shipping),
    )
  }
  // Past orders for the first demo account: one with a downloadable product, one still processing.
  const demo = DEMO_ACCOUNTS[0]!
  const user = db.prepare('SELECT billing, shipping FROM users WHERE id = ?').get(demo.id) as {
    billing: string
    shipping: string
  }
  const pick = (sql: string) =>
    db.prepare(sql).get() as { id: number; name: string; min_price: number } | undefined
  const digital = pick('SELECT id, name, min_price FROM products WHERE downloadable = 1 ORDER BY id LIMIT 1')
  const simple = pick(
    "SELECT id, name, min_price FROM products WHERE type = 'simple' AND virtual = 0 ORDER BY id LIMIT 1",
  )
  const orders = [
    { status: 'completed', product: digital ?? simple, date: Date.UTC(2024, 2, 3, 14) },
    { status: 'processing', product: simple, date: Date.UTC(2024, 4, 20, 9) },
  ]
  for (const o of orders) {
    if (!o.product) continue
    insertOrder(db, {
      customerId: demo.id,
      status: o.status,
      date: wpDate(o.date),
      billing: JSON.parse(user.billing),
      shipping: JSON.parse(user.shipping),
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      shippingMethod: 'flat_rate:1',
      shippingCost: 3500_00,
      coupons: [],
      lines: [
        {
          productId: o.product.id,
          variationId: null,
          name: o.product.name,
          quantity: 1,
          unitPrice: o.product.min_price,
        },
      ],
    })
  }
}
