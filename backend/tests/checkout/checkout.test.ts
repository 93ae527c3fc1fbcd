import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
  koboOf,
  naira,
  vat,
} from '../support/shop-documents'

const ORDER = `query($id: ID, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { databaseId orderKey status total } }`

describe('checkout and orders', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  async function cartWithProduct(client: ShopClient, quantity = 1) {
    const product = await findSimpleProduct(client, quantity)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity } })
    return product
  }

  it('places a cash-on-delivery order as a guest, readable by no one through order(), key or id', async () => {
    const guest = shop.client()
    const product = await cartWithProduct(guest, 2)
    const price = koboOf(product.rawPrice)
    const result = (await guest.ok(CHECKOUT, { input: checkoutInput() })).checkout
    expect(result.result).toBe('success')
    const order = result.order
    expect(order).toMatchObject({
      status: 'PROCESSING',
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      needsPayment: false,
    })
    expect(order.orderKey).toMatch(/^wc_order_[A-Za-z0-9]{16}$/)
    expect(order.subtotal).toBe(naira(2 * price))
    const shipping = 3500_00 // flat_rate:1, the first Lagos rate, stays chosen by default
    expect(order.total).toBe(naira(2 * price + vat(2 * price) + shipping + vat(shipping)))
    expect(order.lineItems.nodes[0]).toMatchObject({ quantity: 2 })
    expect((await guest.ok(`{ cart { isEmpty } }`)).cart.isEmpty).toBe(true)

    const stranger = shop.client()
    expect(await stranger.errorOf(ORDER, { id: String(order.databaseId), idType: 'DATABASE_ID' })).toBe(
      'Not authorized to access this order',
    )
    expect(await guest.errorOf(ORDER, { id: order.orderKey, idType: 'ORDER_KEY' })).toBe(
      'Not authorized to access this order',
    )
    expect(await guest.errorOf(ORDER, { id: '999999', idType: 'DATABASE_ID' })).toBe(
      'No order exists with the DATABASE_ID: 999999',
    )

    const stock = await guest.ok(
      `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity } } }`,
      {
        id: String(product.databaseId),
      },
    )
    expect(stock.product.stockQuantity).toBe(product.stockQuantity - 2)
  })

  it('marks a variable product out of stock once its last variation sells out', async () => {
    const guest = shop.client()
    const { products } =
      await guest.ok(`{ products(first: 100, where: { typeIn: [VARIABLE], stockStatus: [IN_STOCK] }) {
      nodes { databaseId ... on VariableProduct { variations(first: 50) { nodes {
        databaseId stockStatus stockQuantity backordersAllowed attributes { nodes { name value } } } } } } } }`)
    type Variation = {
      databaseId: number
      stockStatus: string
      stockQuantity: number | null
      backordersAllowed: boolean
      attributes: { nodes: { name: string; value: string }[] }
    }
    const product = (products.nodes as { databaseId: number; variations: { nodes: Variation[] } }[]).find(
      ({ variations }) =>
        variations.nodes.every(
          (v) => (!v.backordersAllowed && (v.stockQuantity ?? 0) > 0) || v.stockStatus === 'OUT_OF_STOCK',
        ),
    )
    expect(product, 'a variable product whose variations all have stock counts').toBeDefined()
    for (const variation of product!.variations.nodes.filter((v) => v.stockStatus !== 'OUT_OF_STOCK'))
      await guest.ok(ADD_TO_CART, {
        input: {
          productId: product!.databaseId,
          variationId: variation.databaseId,
          quantity: variation.stockQuantity,
          variation: variation.attributes.nodes.map((a) => ({
            attributeName: a.name,
            attributeValue: a.value,
          })),
        },
      })
    expect((await guest.ok(CHECKOUT, { input: checkoutInput() })).checkout.result).toBe('success')

    const after = await guest.ok(
      `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on VariableProduct { stockStatus } } }`,
      { id: String(product!.databaseId) },
    )
    expect(after.product.stockStatus).toBe('OUT_OF_STOCK')
    const inStock =
      await guest.ok(`{ products(first: 100, where: { typeIn: [VARIABLE], stockStatus: [IN_STOCK] }) {
      nodes { databaseId } } }`)
    expect(inStock.products.nodes.map((p: { databaseId: number }) => p.databaseId)).not.toContain(
      product!.databaseId,
    )
  })

  it('places no card order without a payment, whatever the client says about it (card-checkout.test.ts pays them)', async () => {
    const client = shop.client()
    await cartWithProduct(client)
    expect(
      await client.errorOf(CHECKOUT, { input: checkoutInput({ paymentMethod: 'paystack', isPaid: true }) }),
    ).toMatch(/^Only a shop manager can mark an order as paid \(isPaid\)\./)
    // No transaction at all: not an order awaiting payment (it would hold the stock for nothing), and the cart stays.
    for (const transactionId of [undefined, '', '   '])
      expect(
        await client.errorOf(CHECKOUT, {
          input: checkoutInput({ paymentMethod: 'paystack', transactionId }),
        }),
      ).toBe('Payment could not be verified: no card payment was made for it. Payment Failed. Try again.')
    // A transaction id the provider does not know is refused, and the cart stays.
    expect(
      await client.errorOf(CHECKOUT, {
        input: checkoutInput({ paymentMethod: 'paystack', transactionId: 'T123' }),
      }),
    ).toMatch(/^Payment could not be verified: /)
  })

  it('lets the owner read an order and refuses other customers', async () => {
    const owner = shop.client()
    await owner.login('demo', 'demo-password')
    await cartWithProduct(owner)
    const order = (await owner.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
    expect(order.customer.email).toBe('demo@example.com')
    const mine = await owner.ok(ORDER, { id: String(order.databaseId), idType: 'DATABASE_ID' })
    expect(mine.order.orderKey).toBe(order.orderKey)
    const listed = await owner.ok(
      `query($id: String) { customer { orders(where: { search: $id }) { nodes { databaseId } } } }`,
      {
        id: String(order.databaseId),
      },
    )
    expect(listed.customer.orders.nodes).toEqual([{ databaseId: order.databaseId }])

    const other = shop.client()
    await other.login('ada', 'ada-password')
    expect(await other.errorOf(ORDER, { id: String(order.databaseId), idType: 'DATABASE_ID' })).toBe(
      'Not authorized to access this order',
    )
  })

  it('creates an account during checkout', async () => {
    const client = shop.client()
    await cartWithProduct(client)
    const input = checkoutInput({
      billing: { ...BILLING, email: 'buyer@example.com' },
      account: { username: 'buyer', password: 'buyer-pass' },
    })
    const order = (await client.ok(CHECKOUT, { input })).checkout.order
    // The account is made but nobody is signed in: the order's customer shows to its signed-in owner only.
    expect(order.customer).toBeNull()
    const buyer = shop.client()
    await buyer.login('buyer', 'buyer-pass')
    const orders = await buyer.ok(`{ customer { orders(first: 100) { nodes { databaseId } } } }`)
    expect(orders.customer.orders.nodes).toEqual([{ databaseId: order.databaseId }])
  })

  it('lists downloads of past orders for the customer', async () => {
    const client = shop.client()
    await client.login('demo', 'demo-password')
    const data = await client.ok(
      `{ customer { downloadableItems(first: 100) { nodes { id name url accessExpires downloadsRemaining product { name } } } } }`,
    )
    expect(data.customer.downloadableItems.nodes.length).toBeGreaterThan(0)
    expect(data.customer.downloadableItems.nodes[0].url).toMatch(/\/\?download_file=\d+&order=wc_order_/)
  })

  it('refuses incomplete checkouts with WooCommerce messages', async () => {
    const client = shop.client()
    expect(await client.errorOf(CHECKOUT, { input: checkoutInput() })).toBe('Sorry, no session found.')
    await cartWithProduct(client)
    expect(
      await client.errorOf(CHECKOUT, {
        input: checkoutInput({ billing: { ...BILLING, firstName: '', phone: '' } }),
      }),
    ).toBe('Billing First name is a required field. Billing Phone is a required field.')
    expect(await client.errorOf(CHECKOUT, { input: checkoutInput({ paymentMethod: 'bitcoin' }) })).toBe(
      'Invalid payment method.',
    )
  })
})
