import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, BILLING, checkoutInput, findSimpleProduct } from '../support/shop-documents'
import { expectRecordedError, recordedCase } from '../support/recorded-cases'

/** Every field the order-received and order summary screens show. */
const ORDER_FIELDS = `databaseId orderNumber orderKey date status subtotal discountTotal shippingTotal totalTax total
  paymentMethodTitle customerNote customer { databaseId email }
  billing { firstName lastName address1 city state country email phone }
  shipping { firstName lastName address1 city state country }
  lineItems { nodes { quantity total product { node { databaseId name } }
    variation { node { databaseId name attributes { nodes { name value } } } } } }
  downloadableItems { nodes { name } }`
const ORDER = `query($id: ID, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { ${ORDER_FIELDS} } }`
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { order { ${ORDER_FIELDS} } } }`
const MY_ORDERS = `{ customer { billing { email } orders(first: 20) { nodes { databaseId orderKey } } } }`

describe('who may read an order', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  async function guestOrder(
    client: ShopClient,
    email = BILLING.email,
    overrides: Record<string, unknown> = {},
  ) {
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const { checkout } = await client.ok(CHECKOUT, {
      input: checkoutInput({ billing: { ...BILLING, email }, ...overrides }),
    })
    return checkout.order
  }

  it('lists a guest session’s orders in customer.orders, but refuses order(DATABASE_ID) to that guest (getOrders-guest-session, getOrder-guest-by-id)', async () => {
    const guest = shop.client()
    const first = await guestOrder(guest, 'tunde@example.com')
    const second = await guestOrder(guest, 'tunde@example.com')
    const mine = await guest.ok(MY_ORDERS)
    expect(mine.customer.billing.email).toBe('tunde@example.com')
    expect(mine.customer.orders.nodes.map((o: { databaseId: number }) => o.databaseId)).toEqual([
      second.databaseId,
      first.databaseId,
    ])
    const expected = { message: 'Not authorized to access this order', path: ['order'] }
    const byId = await guest.gql(ORDER, { id: String(first.databaseId), idType: 'DATABASE_ID' })
    expect(byId.errors).toMatchObject([expected])
    expect(byId.data).toEqual({ order: null })
    expectRecordedError('getOrder-guest-by-id', expected)
    expectRecordedError('getOrder-stranger-by-id', expected)
  })

  it('gives a stranger none of a guest’s orders, even one who types the same billing email', async () => {
    const guest = shop.client()
    const order = await guestOrder(guest, 'kemi@example.com')
    const stranger = shop.client()
    await stranger.ok(
      `mutation { updateCustomer(input: { billing: { email: "kemi@example.com" } }) { customer { email } } }`,
    )
    expect((await stranger.ok(MY_ORDERS)).customer.orders.nodes).toEqual([])
    expect(await stranger.errorOf(ORDER, { id: String(order.databaseId), idType: 'DATABASE_ID' })).toBe(
      'Not authorized to access this order',
    )
    // Placing an order with the victim's email does not reveal the victim's earlier order either.
    await guestOrder(stranger, 'kemi@example.com')
    const listed = (await stranger.ok(MY_ORDERS)).customer.orders.nodes
    expect(listed.map((o: { databaseId: number }) => o.databaseId)).not.toContain(order.databaseId)
    const customer = shop.client()
    await customer.login('ada', 'ada-password')
    expect(await customer.errorOf(ORDER, { id: String(order.databaseId), idType: 'DATABASE_ID' })).toBe(
      'Not authorized to access this order',
    )
  })

  it('answers the whole order in the checkout answer, its guest customer null (Checkout-guest-cod-ok)', async () => {
    const placed = await guestOrder(shop.client())
    expect(placed).toMatchObject({
      orderNumber: String(placed.databaseId),
      status: 'PROCESSING',
      paymentMethodTitle: 'Cash on delivery',
      billing: { email: BILLING.email, firstName: BILLING.firstName },
      shipping: { address1: BILLING.address1 },
      customer: null,
    })
    expect(placed.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
    expect(placed.lineItems.nodes[0]).toMatchObject({ quantity: 1, variation: null })
  })

  it('writes no shipping address but the country when the checkout sends none, as WooGraphQL (Checkout-guest-account-null)', async () => {
    const placed = await guestOrder(shop.client(), 'no-shipping@example.com', { shipping: undefined })
    expect(placed.shipping).toMatchObject({ address1: null, city: null, state: null, country: 'NG' })
    const recorded = recordedCase('Checkout-guest-account-null').body.data as {
      checkout: { order: { shipping: Record<string, unknown> } }
    }
    expect(recorded.checkout.order.shipping).toMatchObject({
      address1: null,
      city: null,
      state: null,
      country: 'NG',
    })
  })

  it('refuses order(ORDER_KEY) to whoever holds the key, the placing session included (getOrderByKey-same-session)', async () => {
    const guest = shop.client()
    const placed = await guestOrder(guest)
    const expected = { message: 'Not authorized to access this order', path: ['order'] }
    for (const client of [guest, shop.client()]) {
      const result = await client.gql(ORDER, { id: placed.orderKey, idType: 'ORDER_KEY' })
      expect(result.errors).toMatchObject([expected])
      expect(result.data).toEqual({ order: null })
    }
    expectRecordedError('getOrderByKey-same-session', expected)
    expectRecordedError('getOrderByKey-new-session', expected)
  })

  it('refuses a wrong or altered key with WooGraphQL’s not-found message (getOrderByKey-bad-key)', async () => {
    const guest = shop.client()
    const placed = await guestOrder(guest)
    const other = shop.client()
    const altered = placed.orderKey.slice(0, -1) + (placed.orderKey.endsWith('a') ? 'b' : 'a')
    for (const key of [altered, 'wc_order_', String(placed.databaseId), "' OR 1=1 --"])
      expect(await other.errorOf(ORDER, { id: key, idType: 'ORDER_KEY' })).toBe(
        `No order ID was found corresponding to the order_key: ${key}`,
      )
    expectRecordedError('getOrderByKey-bad-key', {
      message: 'No order ID was found corresponding to the order_key: wc_order_<KEY>',
    })
    expect(await other.errorOf(ORDER, { id: '123456', idType: 'DATABASE_ID' })).toBe(
      'No order exists with the DATABASE_ID: 123456',
    )
  })

  it('lets the signed-in owner read their order by database id, never by key, and shows the customer to them only', async () => {
    const demo = shop.client()
    await demo.login('demo', 'demo-password')
    const product = await findSimpleProduct(demo, 1)
    await demo.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const placed = (await demo.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
    expect(placed.customer.email).toBe('demo@example.com')
    const { order } = await demo.ok(ORDER, { id: String(placed.databaseId), idType: 'DATABASE_ID' })
    expect(order).toEqual(placed)
    expect(await demo.errorOf(ORDER, { id: placed.orderKey, idType: 'ORDER_KEY' })).toBe(
      'Not authorized to access this order',
    )
    const holder = shop.client()
    expect(await holder.errorOf(ORDER, { id: placed.orderKey, idType: 'ORDER_KEY' })).toBe(
      'Not authorized to access this order',
    )
  })

  it('answers a variation line with its attributes', async () => {
    const guest = shop.client()
    const { products } =
      await guest.ok(`{ products(first: 50, where: { typeIn: [VARIABLE], stockStatus: [IN_STOCK] }) {
      nodes { databaseId ... on VariableProduct { variations(first: 50) { nodes { databaseId stockStatus
        attributes { nodes { name value } } } } } } } }`)
    type V = {
      databaseId: number
      stockStatus: string
      attributes: { nodes: { name: string; value: string }[] }
    }
    const product = (products.nodes as { databaseId: number; variations: { nodes: V[] } }[]).find((p) =>
      p.variations.nodes.some((v) => v.stockStatus === 'IN_STOCK'),
    )!
    const variation = product.variations.nodes.find((v) => v.stockStatus === 'IN_STOCK')!
    await guest.ok(ADD_TO_CART, {
      input: {
        productId: product.databaseId,
        variationId: variation.databaseId,
        quantity: 1,
        variation: variation.attributes.nodes.map((a) => ({
          attributeName: a.name,
          attributeValue: a.value,
        })),
      },
    })
    const order = (await guest.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
    expect(order.lineItems.nodes[0].variation.node).toMatchObject({
      databaseId: variation.databaseId,
      attributes: { nodes: variation.attributes.nodes },
    })
  })
})
