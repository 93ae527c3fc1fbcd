import { hashPasswordSync } from '../auth/passwords'
import type { ProductRow } from '../db/catalogue-rows'
import { setMeta, transaction, type Db } from '../db/database'
import { seedWriter, type SeedProduct } from '../db/seed-writer'
import { insertUserRow, userAddresses } from '../db/users'
import { createOrder } from '../shop/orders'
import { generateProduct } from './catalogue'
import { wpDate } from './product-rows'
import { CATEGORIES, COLORS, COUPONS, DEMO_ACCOUNTS, SHIPPING_METHODS, SIZES } from './fixtures'
import { createRandom } from './prng'
import { seedRestrictedCoupons } from './coupons'
import { seedGiftCards } from './gift-cards'
import { seedDemoLicence } from './demo-downloads'

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
  const write = seedWriter(db)

  transaction(db, () => {
    for (const c of CATEGORIES)
      write.term(c.id, 'product_cat', c.name, c.slug, `<p>${c.description}</p>`, c.order, c.color)
    COLORS.forEach((c, i) => write.term(c.id, 'pa_color', c.name, c.slug, '', i, c.hex))
    SIZES.forEach((s, i) => write.term(s.id, 'pa_size', s.name, s.slug, '', i, null))

    for (let index = 0; index < productCount; index++) {
      const { product, variations, termIds, reviews } = generateProduct(index, random, nextId)
      const rating = reviews.length ? reviews.reduce((a, r) => a + r.rating, 0) / reviews.length : 0
      const related = relatedIndexes(index, productCount)
      write.product(withStats(product, Math.round(rating * 100) / 100, reviews.length, related))
      for (const v of variations) write.product(withStats(v, 0, 0, []))
      for (const t of termIds) write.linkTerm(product.id, t)
      for (const r of reviews) write.review(r)
    }
    seedGiftCards(write, nextId, productCount)
    write.countTerms()

    for (const c of COUPONS) write.coupon(c.code, c.type, c.amount, c.description)
    seedRestrictedCoupons(db)
    for (const m of SHIPPING_METHODS) write.shippingMethod(m)
    seedAccounts(db, write)
    setMeta(db, 'catalogue_size', String(productCount))
  })
}

/** The row with its review stats and related products (the seed's rows are its own, so they are completed in place). */
function withStats(
  row: ProductRow,
  averageRating: number,
  reviewCount: number,
  related: number[],
): SeedProduct {
  return Object.assign(row, {
    average_rating: averageRating,
    review_count: reviewCount,
    related: related.length ? JSON.stringify(related) : '[]',
  })
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

function seedAccounts(db: Db, write: ReturnType<typeof seedWriter>): void {
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
    insertUserRow(db, {
      id: a.id,
      username: a.username,
      email: a.email,
      passwordHash: hashPasswordSync(a.password),
      firstName: a.firstName,
      lastName: a.lastName,
      displayName: `${a.firstName} ${a.lastName}`,
      registered: '2024-01-15T10:00:00',
      billing: address,
      shipping,
    })
  }
  // Past orders for the first demo account: a licence, one with a downloadable product, one still processing. Each
  // is placed in date order, as a real shop numbers them: its newest-first list then counts down.
  const demo = DEMO_ACCOUNTS[0]!
  const user = userAddresses(db, demo.id)!
  const digital = write.firstProduct('downloadable')
  const simple = write.firstProduct('shipped-simple')
  seedDemoLicence(db, demo.id, digital?.id)
  const orders = [
    { status: 'completed', product: digital ?? simple, date: Date.UTC(2024, 2, 3, 14) },
    { status: 'processing', product: simple, date: Date.UTC(2024, 4, 20, 9) },
  ]
  for (const o of orders) {
    if (!o.product) continue
    createOrder(db, {
      customerId: demo.id,
      status: o.status,
      date: wpDate(o.date),
      billing: user.billing,
      shipping: user.shipping,
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
