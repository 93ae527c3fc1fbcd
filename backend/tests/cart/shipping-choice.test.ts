import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRate } from '../../src/shop/shipping'
import { startTestBackend, type TestBackend, type ShopClient } from '../support/test-backend'
import { ADD_TO_CART, CART_FIELDS, koboOf } from '../support/shop-documents'

/**
 * Issue 24, point 7: flat rate stayed chosen while free shipping qualified. WooCommerce keeps a chosen rate only
 * while the rates it was chosen among stay the same (`wc_get_chosen_shipping_method_for_package`); otherwise, or
 * with nothing chosen, the default: here a qualifying free rate, else the cheapest delivery (the shop's
 * `woocommerce_shipping_chosen_method` filter). cartView-ok: with flat rate and local pickup, flat rate is chosen.
 */
const SHIPPING = `mutation($methods: [String]) { updateShippingMethod(input: { shippingMethods: $methods }) { cart { ${CART_FIELDS} } } }`
const FREE_FROM = 1_000_000_00
const cart = async (client: ShopClient) => (await client.ok(`{ cart { ${CART_FIELDS} } }`)).cart
const moveTo = (client: ShopClient, state: string) =>
  client.ok(
    `mutation($s: String) { updateCustomer(input: { shipping: { state: $s, country: NG }, billing: { state: $s, country: NG } }) { customer { id } } }`,
    { s: state },
  )

/** A shippable product with enough stock to reach free shipping, and the quantity that reaches it. */
async function freeShippingLine(client: ShopClient) {
  const data = await client.ok(
    `{ products(first: 200, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) { nodes { databaseId ... on SimpleProduct { stockQuantity virtual rawPrice: price(format: RAW) } } } }`,
  )
  for (const p of data.products.nodes as Array<{
    databaseId: number
    stockQuantity: number | null
    virtual: boolean
    rawPrice: string
  }>) {
    const price = koboOf(p.rawPrice)
    const quantity = Math.ceil(FREE_FROM / price)
    if (!p.virtual && price < FREE_FROM && (p.stockQuantity ?? 0) > quantity)
      return { id: p.databaseId, quantity }
  }
  throw new Error('The test catalogue has no product to reach free shipping with')
}

describe('the chosen shipping rate', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  it('moves to free shipping when it comes to qualify, and keeps a rate chosen among the same rates', async () => {
    const client = shop.client()
    const line = await freeShippingLine(client)
    const added = await client.ok(ADD_TO_CART, { input: { productId: line.id, quantity: 1 } })
    expect(added.addToCart.cart.chosenShippingMethods).toEqual(['flat_rate:1'])
    await client.ok(SHIPPING, { methods: ['flat_rate:1'] })

    const key = added.addToCart.cartItem.key
    await client.ok(
      `mutation($key: ID!, $q: Int!) { updateItemQuantities(input: { items: { key: $key, quantity: $q } }) { cart { total } } }`,
      { key, q: line.quantity },
    )
    let now = await cart(client)
    expect(now.availableShippingMethods[0].rates.map((r: { id: string }) => r.id)).toContain(
      'free_shipping:2',
    )
    expect(now.chosenShippingMethods).toEqual(['free_shipping:2'])

    // The shopper may still prefer flat rate among these same rates.
    now = (await client.ok(SHIPPING, { methods: ['flat_rate:1'] })).updateShippingMethod.cart
    expect(now.chosenShippingMethods).toEqual(['flat_rate:1'])
    expect((await cart(client)).chosenShippingMethods).toEqual(['flat_rate:1'])
  })

  it('takes the default in a new zone, and keeps a chosen pickup while it is offered', async () => {
    const client = shop.client()
    const line = await freeShippingLine(client)
    await client.ok(ADD_TO_CART, { input: { productId: line.id, quantity: line.quantity } })
    await client.ok(SHIPPING, { methods: ['local_pickup:3'] })
    await client.ok(ADD_TO_CART, { input: { productId: line.id, quantity: 1 } })
    expect((await cart(client)).chosenShippingMethods).toEqual(['local_pickup:3'])
    await moveTo(client, 'EN')
    expect((await cart(client)).chosenShippingMethods).toEqual(['free_shipping:5'])
  })

  it('defaults to a free rate, else the cheapest delivery, never to a pickup', () => {
    const rate = (id: string, cost: number) => ({
      id,
      methodId: id.split(':')[0]!,
      instanceId: 1,
      label: id,
      cost,
    })
    expect(defaultRate([rate('flat_rate:1', 3500), rate('local_pickup:3', 0)])?.id).toBe('flat_rate:1')
    expect(defaultRate([rate('flat_rate:4', 7500), rate('flat_rate:7', 2500)])?.id).toBe('flat_rate:7')
    expect(defaultRate([rate('flat_rate:1', 3500), rate('free_shipping:2', 0)])?.id).toBe('free_shipping:2')
    expect(defaultRate([rate('local_pickup:3', 0)])?.id).toBe('local_pickup:3')
  })
})
