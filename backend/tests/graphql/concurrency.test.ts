import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, CHECKOUT, checkoutInput } from '../support/shop-documents'

describe('consistency under concurrent requests', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  async function productWithStock(min: number) {
    const data = await shop
      .client()
      .ok(
        `{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) { nodes { databaseId ... on SimpleProduct { stockQuantity virtual } } } }`,
      )
    return data.products.nodes.find(
      (p: { stockQuantity: number | null; virtual: boolean }) => !p.virtual && (p.stockQuantity ?? 0) >= min,
    )
  }

  it('never sells more than the stock when many shoppers check out at once', async () => {
    const product = await productWithStock(3)
    const stock: number = product.stockQuantity
    const shoppers = Array.from({ length: 30 }, () => shop.client())
    const added = await Promise.all(
      shoppers.map((s) => s.gql(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })),
    )
    expect(added.every((r) => !r.errors)).toBe(true)
    const results = await Promise.all(shoppers.map((s) => s.gql(CHECKOUT, { input: checkoutInput() })))
    const placed = results.filter((r) => r.data?.checkout?.order)
    expect(placed).toHaveLength(stock)
    for (const r of results.filter((r) => r.errors))
      expect(r.errors![0]!.message).toMatch(/^Sorry, "(.+)" is not in stock\./)
    const after = await shop
      .client()
      .ok(
        `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity stockStatus } } }`,
        {
          id: String(product.databaseId),
        },
      )
    expect(after.product).toEqual({ stockQuantity: 0, stockStatus: 'OUT_OF_STOCK' })
  })

  it('keeps every line and quantity when one session adds in parallel', async () => {
    const client = shop.client()
    await client.ok(`{ cart { isEmpty } }`)
    const data = await client.ok(
      `{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK, ON_BACKORDER] }) { nodes { databaseId ... on SimpleProduct { stockQuantity stockStatus } } } }`,
    )
    const products = data.products.nodes
      .filter(
        (p: { stockQuantity: number | null; stockStatus: string }) =>
          p.stockStatus === 'ON_BACKORDER' || (p.stockQuantity ?? 0) >= 4 || p.stockQuantity === null,
      )
      .slice(0, 5)
    expect(products.length).toBeGreaterThanOrEqual(3)
    const requests = Array.from({ length: 20 }, (_, i) => products[i % products.length])
    const results = await Promise.all(
      requests.map((p) => client.gql(ADD_TO_CART, { input: { productId: p.databaseId, quantity: 1 } })),
    )
    expect(results.filter((r) => r.errors)).toEqual([])
    const cart = await client.ok(
      `{ cart { contents { itemCount productCount nodes { quantity product { node { databaseId } } } } } }`,
    )
    expect(cart.cart.contents.itemCount).toBe(20)
    expect(cart.cart.contents.productCount).toBe(products.length)
  })

  it('creates exactly one order when a session checks out five times at once', async () => {
    const client = shop.client()
    const product = await productWithStock(1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.gql(CHECKOUT, { input: checkoutInput() })),
    )
    expect(results.filter((r) => r.data?.checkout?.order)).toHaveLength(1)
    expect(results.filter((r) => r.errors).map((r) => r.errors![0]!.message)).toEqual(
      Array(4).fill('Sorry, no session found.'),
    )
  })
})
