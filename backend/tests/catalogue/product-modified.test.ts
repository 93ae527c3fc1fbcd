import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopClient } from '../support/test-backend'
import { ADD_TO_CART, CHECKOUT, checkoutInput, findSimpleProduct, naira } from '../support/shop-documents'
import {
  SECOND,
  UPDATE_PRODUCT,
  lagosDateInput,
  startManagerBackend,
  type ManagerBackend,
} from '../support/manager-backend'

const CHANGED = `query Changed($q: DateQueryInput, $first: Int, $after: String, $order: OrderEnum) {
  products(first: $first, after: $after, where: { dateQuery: $q, orderby: [{ field: MODIFIED, order: $order }] }) {
    found pageInfo { hasNextPage endCursor } nodes { databaseId modified modifiedGmt } } }`

const VARIABLE = `{ products(first: 50, where: { typeIn: [VARIABLE] }) { nodes { databaseId slug date modified modifiedGmt
  ... on VariableProduct { rawPrice: price(format: RAW) price regularPrice salePrice
    variations(first: 50) { nodes { databaseId date modified modifiedGmt rawPrice: price(format: RAW) } } } } } }`

describe('products modified since a time (modified, modifiedGmt, orderby MODIFIED; dateQuery ignored)', () => {
  let shop: ManagerBackend
  let guest: ShopClient
  let manager: ShopClient
  let simple: Awaited<ReturnType<typeof findSimpleProduct>>
  let simpleEdit: number
  const changed = async (q: object | null, extra: object = {}) =>
    (await guest.ok(CHANGED, { q, first: 100, ...extra })).products

  beforeAll(async () => {
    shop = await startManagerBackend()
    guest = shop.client()
    manager = await shop.manager()
    simple = await findSimpleProduct(guest)
  })
  afterAll(() => shop.close())

  it('a seeded product was last modified when it was published; modifiedGmt is an hour earlier (Lagos)', async () => {
    const data = await guest.ok(
      `query($id: ID!) { product(id: $id, idType: SLUG) { date modified modifiedGmt } }`,
      { id: simple.slug },
    )
    expect(data.product.modified).toBe(data.product.date)
    expect(data.product.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    const gmt = new Date(Date.parse(`${data.product.modified}Z`) - 3_600_000).toISOString().slice(0, 19)
    expect(data.product.modifiedGmt).toBe(gmt)
    // Nothing in the seed is modified after its publication: the most recently modified is the newest product.
    const newest = (await changed(null, { first: 1, order: 'DESC' })).nodes[0]
    const byDate = (
      await guest.ok(`{ products(first: 1, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes { databaseId } } }`)
    ).products.nodes[0]
    expect(newest.databaseId).toBe(byDate.databaseId)
  })

  it('an edit puts the product first in MODIFIED DESC order; dateQuery changes nothing', async () => {
    simpleEdit = shop.now
    const edited = await manager.ok(UPDATE_PRODUCT, {
      input: { id: String(simple.databaseId), regularPrice: 123_456 },
    })
    expect(edited.updateProduct.product).toMatchObject({
      modified: '2025-06-01T13:00:00',
      modifiedGmt: '2025-06-01T12:00:00',
    })
    const newest = await changed(null, { first: 2, order: 'DESC' })
    expect(newest.nodes[0]).toMatchObject({
      databaseId: simple.databaseId,
      modifiedGmt: '2025-06-01T12:00:00',
    })
    expect(newest.nodes[1].modifiedGmt < '2025-06-01T12:00:00').toBe(true)
    const all = (await guest.ok(`{ products(first: 1) { found } }`)).products.found
    const since = await changed({ after: lagosDateInput(simpleEdit - SECOND), column: 'MODIFIED' })
    expect(since.found).toBe(all)
  })

  it('ignores dateQuery altogether, a future or impossible date included (getProductsModifiedSince-since-future)', async () => {
    const all = (await guest.ok(`{ products(first: 1) { found } }`)).products.found
    for (const q of [
      { after: { year: 2030, month: 1, day: 1 }, column: 'MODIFIED' },
      { before: { year: 2000 } },
      { after: { year: 2025, month: 13 } },
    ]) {
      const result = await guest.gql(CHANGED, { q, first: 10 })
      expect(result.errors, JSON.stringify(q)).toBeUndefined()
      expect(result.data.products.found).toBe(all)
      expect(result.data.products.nodes).toHaveLength(10)
    }
  })

  it("a variation's edit recomputes its variable product's range and bumps both modification times", async () => {
    const before = (await guest.ok(VARIABLE)).products.nodes.find(
      (p: { variations: { nodes: unknown[] } }) => p.variations.nodes.length > 1,
    )
    const variation = before.variations.nodes[0]
    shop.now += 3_600_000
    const payload = await manager.ok(UPDATE_PRODUCT, {
      input: { id: String(variation.databaseId), regularPrice: 1_000, salePrice: null },
    })
    // The payload's product is a Product: the variable parent, range included.
    expect(payload.updateProduct.product.databaseId).toBe(before.databaseId)
    const after = (await guest.ok(VARIABLE)).products.nodes.find(
      (p: { databaseId: number }) => p.databaseId === before.databaseId,
    )
    const prices = after.variations.nodes.map((v: { rawPrice: string }) => Number(v.rawPrice))
    expect(prices).toContain(1000)
    expect(after.rawPrice.split(', ').map(Number)).toEqual([...prices].sort((a, b) => a - b))
    expect(after.price).toBe(`₦1,000.00 - ${naira(Math.max(...prices) * 100)}`)
    expect(after.modifiedGmt).toBe('2025-06-01T13:00:00')
    expect(after.variations.nodes[0].modifiedGmt).toBe('2025-06-01T13:00:00')
    expect(after.variations.nodes[1].modifiedGmt).toBe(before.variations.nodes[1].modifiedGmt)
    // Listings filter on the recomputed min price too.
    const cheap = await guest.ok(
      `{ products(first: 100, where: { maxPrice: 1000 }) { nodes { databaseId } } }`,
    )
    expect(cheap.products.nodes.map((n: { databaseId: number }) => n.databaseId)).toContain(before.databaseId)

    const newest = await changed(null, { first: 1, order: 'DESC' })
    expect(newest.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([before.databaseId])
  })

  it('orders by MODIFIED and pages with cursors until a time is passed, as a --since rebuild reads it', async () => {
    const newest = await changed(null, { first: 1, order: 'DESC' })
    const next = await changed(null, { first: 1, order: 'DESC', after: newest.pageInfo.endCursor })
    expect(newest.pageInfo.hasNextPage).toBe(true)
    expect(next.nodes[0].databaseId).toBe(simple.databaseId)
    // Changed since one second before the first edit: page newest first until a node is older.
    const since = new Date(simpleEdit - SECOND).toISOString().slice(0, 19)
    const seen: string[] = []
    let after: string | null = null
    for (;;) {
      const page: {
        nodes: Array<{ modifiedGmt: string }>
        pageInfo: { hasNextPage: boolean; endCursor: string }
      } = await changed(null, { first: 1, order: 'DESC', after })
      const recent = page.nodes.filter((n) => n.modifiedGmt > since)
      seen.push(...recent.map((n) => n.modifiedGmt))
      if (recent.length < page.nodes.length || !page.pageInfo.hasNextPage) break
      after = page.pageInfo.endCursor
    }
    expect(seen).toEqual(['2025-06-01T13:00:00', '2025-06-01T12:00:00'])
    const all = (await changed(null, { first: 100, order: 'ASC' })).nodes.map(
      (n: { modified: string }) => n.modified,
    )
    expect(all).toEqual([...all].sort())
    expect(all.slice(-2)).toEqual(['2025-06-01T13:00:00', '2025-06-01T14:00:00'])
  })

  it('stock taken by an order does not change modified', async () => {
    const other = await findSimpleProduct(guest, 3)
    const read = async () =>
      (await guest.ok(`query($id: ID!) { product(id: $id, idType: SLUG) { modified } }`, { id: other.slug }))
        .product.modified
    const modified = await read()
    shop.now += 3_600_000
    const buyer = shop.client()
    await buyer.ok(ADD_TO_CART, { input: { productId: other.databaseId, quantity: 1 } })
    await buyer.ok(CHECKOUT, { input: checkoutInput() })
    expect(await read()).toBe(modified)
  })
})
