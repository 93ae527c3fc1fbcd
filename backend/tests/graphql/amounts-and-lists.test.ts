import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordedCase } from '../support/recorded-cases'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, BILLING, checkoutInput, findSimpleProduct } from '../support/shop-documents'

const CART = `{ cart { rawTotal: total(format: RAW) total appliedCoupons { code } chosenShippingMethods
  availableShippingMethods { rates { id } } contents { nodes { rawSubtotal: subtotal(format: RAW) } } } }`
const GUEST = `{ customer { id databaseId billing { country state city } shipping { country state } } }`

// Raw amounts, nulls and empty lists as WooGraphQL answers them.
describe('amounts, nulls and empty lists', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  it('an empty cart: "0", [] for shipping, null coupons (getCart-no-session)', async () => {
    const { cart } = await shop.client().ok(CART)
    expect(cart).toMatchObject({
      rawTotal: '0',
      total: '₦0.00',
      appliedCoupons: null,
      chosenShippingMethods: [],
      availableShippingMethods: [],
    })
    expect(recordedCase('getCart-no-session').body.data?.cart).toMatchObject({
      rawTotal: '0',
      appliedCoupons: null,
      chosenShippingMethods: [],
      availableShippingMethods: [],
    })
  })

  it('a cart total RAW has two decimals, a line keeps the plain number (cartView-ok--without-cartitem-id)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const { cart } = await client.ok(CART)
    expect(cart.rawTotal).toMatch(/^\d+\.\d\d$/)
    expect(cart.appliedCoupons).toBeNull()
    expect(cart.contents.nodes[0].rawSubtotal).toBe(String(Number(product.rawPrice)))
  })

  it('an order total RAW has two decimals and an empty note is null (getOrders-guest-session)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const { checkout } = await client.ok(
      `mutation($input: CheckoutInput!) { checkout(input: $input) { order { rawTotal: total(format: RAW) customerNote } } }`,
      { input: checkoutInput({ customerNote: '' }) },
    )
    expect(checkout.order.rawTotal).toMatch(/^\d+\.\d\d$/)
    expect(checkout.order.customerNote).toBeNull()
    // The session's shipping address keeps the phone, the order's has none (customerView-guest-with-session).
    const { customer } = await client.ok(
      `{ customer { shipping { phone } orders { nodes { shipping { phone } } } } }`,
    )
    expect(customer.shipping.phone).toBe(BILLING.phone)
    expect(customer.orders.nodes[0].shipping.phone).toBeNull()
  })

  it('a variable product’s RAW price lists its variations with two decimals (getProduct-variable)', async () => {
    const { products } = await shop.client().ok(`{ products(first: 1, where: { typeIn: [VARIABLE] }) {
      nodes { ... on VariableProduct { rawPrice: price(format: RAW) } } } }`)
    expect(products.nodes[0].rawPrice).toMatch(/^\d+\.\d\d(, \d+\.\d\d)*$/)
  })

  it('a guest is "guest", placed at the shop’s base until it gives an address (updateProfile-guest)', async () => {
    const { customer } = await shop.client().ok(GUEST)
    expect(customer).toEqual({
      id: 'guest',
      databaseId: null,
      billing: { country: 'NG', state: 'LA', city: null },
      shipping: { country: 'NG', state: 'LA' },
    })
    expect(recordedCase('updateProfile-guest').body.data?.updateCustomer).toMatchObject({
      customer: { id: 'guest', databaseId: null, billing: { country: 'NG', state: 'LA', city: null } },
    })
  })
})
