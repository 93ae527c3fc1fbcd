import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'

const GROUP_ID = 990001

let shop: TestBackend
let client: ShopClient

beforeAll(async () => {
  shop = await startTestBackend({ products: 12 })
  client = shop.client()
})
afterAll(() => shop.close())

describe('GroupProduct', () => {
  it('a GROUPED listing answers none from the seeded shop, and fragments on GroupProduct are accepted', async () => {
    const data = await client.ok(`{ products(first: 10, where: { type: GROUPED }) {
      found nodes { databaseId ... on GroupProduct { products { nodes { databaseId } } } } } }`)
    expect(data.products).toEqual({ found: 0, nodes: [] })
  })

  it('a grouped product (as WooCommerce stores one: children in `_children`) answers as GroupProduct', async () => {
    const simple = await client.ok(
      `{ products(first: 2, where: { typeIn: [SIMPLE] }) { nodes { databaseId } } }`,
    )
    const children = simple.products.nodes.map((n: { databaseId: number }) => n.databaseId)
    // The seed has no grouped product; one is written beside it the way an admin would add one.
    const db = new Database(path.join(shop.dataDir, 'shop.sqlite'))
    try {
      const row = db.prepare('SELECT * FROM products WHERE id = ?').get(children[0]) as Record<
        string,
        unknown
      >
      const meta = JSON.stringify([{ key: '_children', value: JSON.stringify([...children, 123456789]) }])
      const copy = { ...row, id: GROUP_ID, type: 'grouped', slug: 'desk-bundle', sku: 'GROUP-1', meta }
      const columns = Object.keys(copy)
      db.prepare(
        `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`,
      ).run(copy)
    } finally {
      db.close()
    }
    const data = await client.ok(
      `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { __typename type databaseId purchasable
        ... on GroupProduct { addToCartText products(first: 10) { found nodes { databaseId } } } } }`,
      { id: GROUP_ID },
    )
    expect(data.product).toMatchObject({
      __typename: 'GroupProduct',
      type: 'GROUPED',
      purchasable: false,
      addToCartText: 'View products',
      products: { found: 2, nodes: children.map((databaseId: number) => ({ databaseId })) },
    })
    expect(
      await client.errorOf(
        `mutation { addToCart(input: { productId: ${GROUP_ID}, quantity: 1 }) { cartItem { key } } }`,
      ),
    ).toBe('Sorry, this product cannot be purchased.')
  })
})
