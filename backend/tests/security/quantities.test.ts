import Database from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, CHECKOUT, checkoutInput } from '../support/shop-documents'

// Issue 9, reproduction 10: addToCart(quantity: 2147483647) was accepted, a second add overflowed Int, checkout placed
// a ₦1.5-quadrillion order, and updateItemQuantities skipped the stock check.

const UPDATE = `mutation($items: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $items }) {
  cart { contents { itemCount nodes { key quantity } } } } }`
const CART = `{ cart { total(format: RAW) contents { itemCount nodes { key quantity } } } }`
const INT_MAX = 2147483647

describe('cart quantities are bounded by stock and a maximum', () => {
  let shop: TestBackend
  let db: Database.Database
  let unmanaged: { id: number; name: string }
  let managed: { id: number; name: string }

  beforeAll(async () => {
    shop = await startTestBackend()
    db = new Database(path.join(shop.dataDir, 'shop.sqlite'))
    const simple = db
      .prepare(
        `SELECT id, name FROM products WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock'
         AND downloadable = 0 ORDER BY id LIMIT 2`,
      )
      .all() as Array<{ id: number; name: string }>
    ;[unmanaged, managed] = simple as [typeof unmanaged, typeof managed]
    // One product sold without stock management, one with exactly 3 in stock and no backorders.
    db.prepare(`UPDATE products SET manage_stock = 0, stock_quantity = NULL WHERE id = ?`).run(unmanaged.id)
    db.prepare(
      `UPDATE products SET manage_stock = 1, stock_quantity = 3, backorders = 'no' WHERE id = ?`,
    ).run(managed.id)
  })
  afterAll(async () => {
    db.close()
    await shop.close()
  })

  const add = (client: ShopClient, productId: number, quantity: number) =>
    client.gql(ADD_TO_CART, { input: { productId, quantity } })
  const max = (name: string, n: number) => `The maximum quantity of "${name}" allowed in the cart is ${n}.`

  it('refuses 2147483647 of a product without stock management, twice, and the cart stays readable', async () => {
    const client = shop.client()
    for (let i = 0; i < 2; i++)
      expect((await add(client, unmanaged.id, INT_MAX)).errors?.[0]?.message).toBe(max(unmanaged.name, 9999))
    await client.ok(ADD_TO_CART, { input: { productId: unmanaged.id, quantity: 9999 } })
    expect((await add(client, unmanaged.id, 1)).errors?.[0]?.message).toBe(max(unmanaged.name, 9999))
    const { cart } = await client.ok(CART)
    expect(cart.contents.itemCount).toBe(9999)
    expect(Number(cart.total)).toBeLessThan(1e12)
  })

  it('refuses more than the stock on add, with WooCommerce’s messages', async () => {
    const client = shop.client()
    expect((await add(client, managed.id, INT_MAX)).errors?.[0]?.message).toBe(
      `You cannot add that amount of &quot;${managed.name}&quot; to the cart because there is not enough stock (3 remaining).`,
    )
    await client.ok(ADD_TO_CART, { input: { productId: managed.id, quantity: 1 } })
    expect((await add(client, managed.id, 3)).errors?.[0]?.message).toBe(
      'You cannot add that amount to the cart — we have 3 in stock and you already have 1 in your cart.',
    )
  })

  it('bounds updateItemQuantities by stock and by the maximum; lowering and removing always work', async () => {
    const client = shop.client()
    const { addToCart } = await client.ok(ADD_TO_CART, { input: { productId: managed.id, quantity: 1 } })
    const key = addToCart.cartItem.key
    expect(await client.errorOf(UPDATE, { items: [{ key, quantity: 4 }] })).toBe(max(managed.name, 3))
    expect(await client.errorOf(UPDATE, { items: [{ key, quantity: INT_MAX }] })).toBe(max(managed.name, 3))
    const three = await client.ok(UPDATE, { items: [{ key, quantity: 3 }] })
    expect(three.updateItemQuantities.cart.contents.nodes).toEqual([{ key, quantity: 3 }])
    expect(
      (await client.ok(UPDATE, { items: [{ key, quantity: 2 }] })).updateItemQuantities.cart.contents
        .itemCount,
    ).toBe(2)

    const other = (await client.ok(ADD_TO_CART, { input: { productId: unmanaged.id, quantity: 1 } }))
      .addToCart.cartItem.key
    expect(await client.errorOf(UPDATE, { items: [{ key: other, quantity: INT_MAX }] })).toBe(
      max(unmanaged.name, 9999),
    )
    // A refused update changes none of the lines it names.
    expect(
      await client.errorOf(UPDATE, {
        items: [
          { key, quantity: 1 },
          { key: other, quantity: 10_000 },
        ],
      }),
    ).toBe(max(unmanaged.name, 9999))
    expect((await client.ok(CART)).cart.contents.nodes).toEqual([
      { key, quantity: 2 },
      { key: other, quantity: 1 },
    ])
    const removed = await client.ok(UPDATE, { items: [{ key, quantity: 0 }] })
    expect(removed.updateItemQuantities.cart.contents.nodes).toEqual([{ key: other, quantity: 1 }])
  })

  it('checkout refuses a line the stock no longer covers, and a line over the maximum written around the rules', async () => {
    const client = shop.client()
    await client.ok(ADD_TO_CART, { input: { productId: managed.id, quantity: 3 } })
    db.prepare('UPDATE products SET stock_quantity = 1 WHERE id = ?').run(managed.id)
    expect(await client.errorOf(CHECKOUT, { input: checkoutInput() })).toBe(
      `Sorry, we do not have enough "${managed.name}" in stock to fulfill your order (1 available). We apologize for any inconvenience caused.`,
    )
    db.prepare('UPDATE products SET stock_quantity = 3 WHERE id = ?').run(managed.id)

    const hoarder = shop.client()
    await hoarder.ok(ADD_TO_CART, { input: { productId: unmanaged.id, quantity: 1 } })
    const sessionKey = JSON.parse(Buffer.from(hoarder.session!.split('.')[1]!, 'base64url').toString()).data
      .customer_id as string
    const row = db.prepare('SELECT data FROM sessions WHERE session_key = ?').get(sessionKey) as {
      data: string
    }
    const data = JSON.parse(row.data)
    data.cart[0].quantity = INT_MAX
    db.prepare('UPDATE sessions SET data = ? WHERE session_key = ?').run(JSON.stringify(data), sessionKey)
    expect(await hoarder.errorOf(CHECKOUT, { input: checkoutInput() })).toBe(max(unmanaged.name, 9999))
  })
})
