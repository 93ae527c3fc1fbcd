import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, CART_FIELDS, findSimpleProduct, koboOf, naira, vat } from '../support/shop-documents'

const UPDATE_QTY = `mutation($key: ID!, $quantity: Int!) { updateItemQuantities(input: { items: { key: $key, quantity: $quantity } }) { cart { ${CART_FIELDS} } } }`
const APPLY = `mutation($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount discountTax } cart { ${CART_FIELDS} } } }`
const REMOVE = `mutation($codes: [String]!) { removeCoupons(input: { codes: $codes }) { cart { ${CART_FIELDS} } } }`
const SHIPPING = `mutation($methods: [String]) { updateShippingMethod(input: { shippingMethods: $methods }) { cart { ${CART_FIELDS} } } }`

describe('guest cart', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  it('adds, updates, discounts, ships and removes with exact totals', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 3, 'accessories')
    const price = koboOf(product.rawPrice)
    const flatRate = 3500_00

    const added = await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 2 } })
    expect(client.session).toBeTruthy()
    let cart = added.addToCart.cart
    expect(cart.contents).toMatchObject({ itemCount: 2, productCount: 1 })
    expect(cart.chosenShippingMethods).toEqual(['flat_rate:1'])
    expect(cart.availableShippingMethods[0].rates.map((r: { id: string }) => r.id)).toEqual([
      'flat_rate:1',
      'local_pickup:3',
    ])
    expect(cart.subtotal).toBe(naira(2 * price))
    expect(cart.shippingTotal).toBe(naira(flatRate))
    expect(cart.totalTax).toBe(naira(vat(2 * price) + vat(flatRate)))
    expect(cart.total).toBe(naira(2 * price + vat(2 * price) + flatRate + vat(flatRate)))
    // Two decimals, as WooCommerce keeps cart totals (cartView-ok: "3384637.50").
    expect(cart.rawTotal).toBe(((2 * price + vat(2 * price) + flatRate + vat(flatRate)) / 100).toFixed(2))

    const key = cart.contents.nodes[0].key
    cart = (await client.ok(UPDATE_QTY, { key, quantity: 3 })).updateItemQuantities.cart
    expect(cart.contents.itemCount).toBe(3)
    expect(cart.subtotal).toBe(naira(3 * price))

    const applied = await client.ok(APPLY, { code: 'WELCOME10' })
    const discount = Math.round(3 * price * 0.1)
    expect(applied.applyCoupon.applied).toEqual({
      code: 'welcome10',
      discountAmount: naira(discount),
      discountTax: naira(vat(discount)),
    })
    cart = applied.applyCoupon.cart
    expect(cart.discountTotal).toBe(naira(discount))
    expect(cart.contentsTotal).toBe(naira(3 * price - discount))
    expect(cart.total).toBe(
      naira(3 * price - discount + vat(3 * price - discount) + flatRate + vat(flatRate)),
    )

    cart = (await client.ok(SHIPPING, { methods: ['local_pickup:3'] })).updateShippingMethod.cart
    expect(cart.chosenShippingMethods).toEqual(['local_pickup:3'])
    expect(cart.shippingTotal).toBe(naira(0))
    expect(cart.total).toBe(naira(3 * price - discount + vat(3 * price - discount)))

    cart = (await client.ok(APPLY, { code: 'SAVE5000' })).applyCoupon.cart
    expect(cart.discountTotal).toBe(naira(discount + 5000_00))

    cart = (await client.ok(REMOVE, { codes: ['WELCOME10', 'SAVE5000'] })).removeCoupons.cart
    expect(cart.appliedCoupons ?? []).toEqual([])
    expect(cart.total).toBe(naira(3 * price + vat(3 * price)))

    cart = (await client.ok(UPDATE_QTY, { key, quantity: 0 })).updateItemQuantities.cart
    expect(cart.isEmpty).toBe(true)
    expect(cart.contents.nodes).toEqual([])
  })

  it('recalculates shipping for the customer address (Lagos vs the rest of Nigeria)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1, 'accessories')
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const data = await client.ok(
      `mutation { updateCustomer(input: { shipping: { state: "EN", country: NG }, billing: { state: "EN", country: NG } }) { customer { shipping { state country } } } }`,
    )
    expect(data.updateCustomer.customer.shipping).toEqual({ state: 'EN', country: 'NG' })
    const cart = (await client.ok(`{ cart { ${CART_FIELDS} } }`)).cart
    expect(cart.chosenShippingMethods).toEqual(['flat_rate:4'])
    expect(cart.shippingTotal).toBe(naira(7500_00))
  })

  it('keeps the session across requests with the woocommerce-session header', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    client.session = null
    const first = await client.gql(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const token = first.headers.get('woocommerce-session')
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const again = await client.ok(`{ cart { contents { itemCount } } customer { sessionToken } }`)
    expect(again.cart.contents.itemCount).toBe(1)
    expect(again.customer.sessionToken).toBeTruthy()
    const cors = await fetch(shop.backend.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(cors.headers.get('access-control-allow-headers')).toContain('woocommerce-session')
    const exposed = await fetch(shop.backend.graphqlUrl, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ cart { isEmpty } }' }),
    })
    expect(exposed.headers.get('access-control-expose-headers')).toContain('woocommerce-session')
    expect(exposed.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('rejects a session token from another issuer on cart operations only', async () => {
    const client = shop.client()
    const now = Math.floor(Date.now() / 1000)
    client.session = await new SignJWT({ data: { customer_id: 't_foreign' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://staging.example.com')
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('some-other-secret'))
    const forged = client.session
    const cart = await client.gql(`{ cart { isEmpty } }`)
    expect(cart.status).toBe(200)
    expect(cart.errors?.[0]?.message).toBe('invalid_token: The iss do not match with this server')
    client.session = forged
    expect(await client.errorOf(ADD_TO_CART, { input: { productId: 1, quantity: 1 } })).toBe(
      'invalid_token: The iss do not match with this server',
    )
    client.session = forged
    const customer = await client.gql(`{ customer { sessionToken } }`)
    expect(customer.errors).toBeUndefined()
    expect(customer.data.customer.sessionToken).toBeTruthy()
    client.session = 'not-a-jwt'
    expect(await client.errorOf(`{ cart { isEmpty } }`)).toBe('invalid_token: Wrong number of segments')
  })

  it('answers bad cart input with WooCommerce messages', async () => {
    const client = shop.client()
    expect(await client.errorOf(APPLY, { code: 'NOPE' })).toBe(
      'Coupon &quot;nope&quot; cannot be applied because it does not exist.',
    )
    const out = await client.ok(
      `{ products(first: 100, where: { stockStatus: [OUT_OF_STOCK], typeIn: [SIMPLE] }) { nodes { databaseId name } } }`,
    )
    const soldOut = out.products.nodes[0]
    if (soldOut) {
      expect(
        await client.errorOf(ADD_TO_CART, { input: { productId: soldOut.databaseId, quantity: 1 } }),
      ).toBe(`You cannot add &quot;${soldOut.name}&quot; to the cart because the product is out of stock.`)
    }
    const product = await findSimpleProduct(client, 2)
    await client.ok(ADD_TO_CART, {
      input: { productId: product.databaseId, quantity: product.stockQuantity - 1 },
    })
    expect(await client.errorOf(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 2 } })).toBe(
      `You cannot add that amount to the cart — we have ${product.stockQuantity} in stock and you already have ${product.stockQuantity - 1} in your cart.`,
    )
    const variable = await client.ok(
      `{ products(first: 1, where: { typeIn: [VARIABLE] }) { nodes { databaseId slug name } } }`,
    )
    const [options] = variable.products.nodes
    // WooCommerce's notice, its link to the product page included (addToCart-variable-no-variation).
    expect(await client.errorOf(ADD_TO_CART, { input: { productId: options.databaseId } })).toBe(
      `Please choose product options by visiting <a href="${shop.backend.origin}/product/${options.slug}/" title="${options.name}">${options.name}</a>.`,
    )
    expect(
      await client.errorOf(ADD_TO_CART, { input: { productId: product.databaseId, quantity: -1 } }),
    ).toBe('Failed to add cart item. Please check input.')
    expect(await client.errorOf(UPDATE_QTY, { key: 'missing', quantity: 1 })).toBe(
      'Cart items identified with keys missing failed to update',
    )
  })

  it('adds a variation of a variable product', async () => {
    const client = shop.client()
    const data = await client.ok(
      `{ products(first: 50, where: { typeIn: [VARIABLE] }) { nodes { databaseId ... on VariableProduct { variations(first: 100) { nodes { databaseId stockStatus price(format: RAW) } } } } } }`,
    )
    const parent = data.products.nodes.find((p: { variations: { nodes: Array<{ stockStatus: string }> } }) =>
      p.variations.nodes.some((v) => v.stockStatus === 'IN_STOCK'),
    )
    const variation = parent.variations.nodes.find(
      (v: { stockStatus: string }) => v.stockStatus === 'IN_STOCK',
    )
    const cart = (
      await client.ok(ADD_TO_CART, {
        input: { productId: parent.databaseId, variationId: variation.databaseId, quantity: 1 },
      })
    ).addToCart.cart
    const item = cart.contents.nodes[0]
    expect(item.variation.node.databaseId).toBe(variation.databaseId)
    expect(item.variation.attributes.map((a: { name: string }) => a.name)).toEqual(['pa_color', 'RAM'])
    expect(cart.subtotal).toBe(naira(koboOf(variation.price)))
  })
})
