import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPaymentSimulator, type PaymentSimulator } from '../../../payment-simulator/src/index'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import {
  ADD_TO_CART,
  BILLING,
  CART_FIELDS,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
} from '../support/shop-documents'
import { simulatorPayment } from '../support/payment-backend'

const APPLY = `mutation($code: String!) { applyCoupon(input: { code: $code }) { cart { appliedCoupons { code } } } }`
const STOCK = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity stockStatus } } }`

describe('checkout rules as WooCommerce words them', () => {
  let shop: TestBackend
  let simulator: PaymentSimulator

  beforeAll(async () => {
    // The card provider the backend asks about card payments (its answer for a forged reference is checked below).
    simulator = await startPaymentSimulator({ log: () => {} })
    shop = await startTestBackend({ payment: { providerApiUrl: simulator.apiUrl } })
  })
  afterAll(async () => {
    await shop.close()
    await simulator.close()
  })

  async function cartWith(client: ShopClient, quantity = 1, minStock = quantity) {
    const product = await findSimpleProduct(client, minStock)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity } })
    return product
  }

  describe('coupons', () => {
    it('refuses unknown, repeated, expired, used-up and under-minimum coupons with WooCommerce’s messages', async () => {
      const client = shop.client()
      await cartWith(client)
      expect(await client.errorOf(APPLY, { code: 'nope' })).toBe(
        'Coupon &quot;nope&quot; cannot be applied because it does not exist.',
      )
      await client.ok(APPLY, { code: 'WELCOME10' })
      expect(await client.errorOf(APPLY, { code: 'welcome10' })).toBe(
        'This coupon has already been applied to the cart',
      )
      expect(await client.errorOf(APPLY, { code: 'NEWYEAR2024' })).toBe('This coupon has expired.')
      expect(await client.errorOf(APPLY, { code: 'BIGSPENDER' })).toBe(
        'The minimum spend for this coupon is ₦1,500,000.00.',
      )
      const { cart } = await client.ok(`{ cart { appliedCoupons { code } } }`)
      expect(cart.appliedCoupons).toEqual([{ code: 'welcome10' }])
    })

    it('counts a coupon’s use when the order is placed: a single-use coupon is then used up', async () => {
      const first = shop.client()
      await cartWith(first)
      await first.ok(APPLY, { code: 'ONCE5000' })
      const order = (await first.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
      expect(order.status).toBe('PROCESSING')
      const second = shop.client()
      await cartWith(second)
      expect(await second.errorOf(APPLY, { code: 'ONCE5000' })).toBe('Coupon usage limit has been reached.')
    })

    it('at checkout removes a coupon the cart no longer qualifies for, says so, and the next checkout succeeds', async () => {
      const client = shop.client()
      const { products } =
        await client.ok(`{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) {
        nodes { databaseId ... on SimpleProduct { stockQuantity virtual price(format: RAW) } } } }`)
      type P = { databaseId: number; stockQuantity: number | null; virtual: boolean; price: string }
      const shippable = (products.nodes as P[]).filter((p) => !p.virtual && (p.stockQuantity ?? 0) >= 1)
      const expensive = shippable.find((p) => Number(p.price) >= 1_500_000)
      const cheap = shippable.find((p) => Number(p.price) < 1_500_000)
      expect(expensive && cheap, 'simple products above and below ₦1,500,000').toBeTruthy()
      const added = await client.ok(ADD_TO_CART, { input: { productId: expensive!.databaseId, quantity: 1 } })
      await client.ok(APPLY, { code: 'BIGSPENDER' })
      await client.ok(ADD_TO_CART, { input: { productId: cheap!.databaseId, quantity: 1 } })
      await client.ok(
        `mutation($items: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $items }) { cart { isEmpty } } }`,
        { items: [{ key: added.addToCart.cartItem.key, quantity: 0 }] },
      )
      expect(await client.errorOf(CHECKOUT, { input: checkoutInput() })).toBe(
        'Sorry, it seems the coupon "bigspender" is invalid - it has now been removed from your order.',
      )
      expect((await client.ok(`{ cart { appliedCoupons { code } } }`)).cart.appliedCoupons).toBeNull()
      expect((await client.ok(CHECKOUT, { input: checkoutInput() })).checkout.result).toBe('success')
    })
  })

  describe('stock', () => {
    it('decreases stock on order and refuses a line that went out of stock with WooCommerce’s messages', async () => {
      const buyer = shop.client()
      const product = await cartWith(buyer, 1, 2)
      const before = (await buyer.ok(STOCK, { id: product.databaseId })).product.stockQuantity
      const slow = shop.client()
      await slow.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: before } })
      const other = shop.client()
      await other.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: before } })

      await buyer.ok(CHECKOUT, { input: checkoutInput() })
      expect((await buyer.ok(STOCK, { id: product.databaseId })).product.stockQuantity).toBe(before - 1)
      expect(await slow.errorOf(CHECKOUT, { input: checkoutInput() })).toBe(
        `Sorry, we do not have enough "${product.name}" in stock to fulfill your order (${before - 1} available). ` +
          'We apologize for any inconvenience caused.',
      )
      await slow.ok(`mutation { emptyCart(input: {}) { cart { isEmpty } } }`)
      await slow.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: before - 1 } })
      await slow.ok(CHECKOUT, { input: checkoutInput() })
      const after = (await buyer.ok(STOCK, { id: product.databaseId })).product
      expect(after).toEqual({ stockQuantity: 0, stockStatus: 'OUT_OF_STOCK' })
      expect(await other.errorOf(CHECKOUT, { input: checkoutInput() })).toBe(
        `Sorry, "${product.name}" is not in stock. Please edit your cart and try again. ` +
          'We apologize for any inconvenience caused.',
      )
      // The refused cart is kept as it was, so the shopper can edit it.
      expect((await other.ok(`{ cart { contents { itemCount } } }`)).cart.contents.itemCount).toBe(before)
    })
  })

  describe('fields, payment and accounts', () => {
    it('refuses missing fields and an invalid billing email', async () => {
      const client = shop.client()
      await cartWith(client)
      expect(
        await client.errorOf(CHECKOUT, {
          input: checkoutInput({ billing: { ...BILLING, firstName: '', city: '' } }),
        }),
      ).toBe('Billing First name is a required field. Billing Town / City is a required field.')
      expect(
        await client.errorOf(CHECKOUT, {
          input: checkoutInput({ billing: { ...BILLING, email: 'bola@' } }),
        }),
      ).toBe('Invalid billing email address')
    })

    it('never marks an order paid because the client says so: isPaid is refused, as the companion plugin does', async () => {
      const client = shop.client()
      await cartWith(client)
      for (const input of [
        checkoutInput({ paymentMethod: 'paystack', isPaid: true }),
        checkoutInput({ paymentMethod: 'paystack', isPaid: true, transactionId: 'forged' }),
        checkoutInput({ isPaid: true }),
      ])
        expect(await client.errorOf(CHECKOUT, { input })).toBe(
          "Only a shop manager can mark an order as paid (isPaid). Pay with one of the shop's payment methods instead.",
        )
      // Nothing was written: the cart is still there, and without isPaid the forged reference is still refused.
      expect(
        await client.errorOf(CHECKOUT, {
          input: checkoutInput({ paymentMethod: 'paystack', transactionId: 'forged' }),
        }),
      ).toMatch(/^Payment could not be verified: the card provider has no such transaction\./)
      const cod = shop.client()
      await cartWith(cod)
      const codOrder = (await cod.ok(CHECKOUT, { input: checkoutInput({ isPaid: false }) })).checkout.order
      expect(codOrder.status).toBe('PROCESSING')
    })

    it('creates the account at checkout, answers it as the payload’s customer; refuses taken emails and usernames', async () => {
      const client = shop.client()
      await cartWith(client)
      const taken = await client.errorOf(CHECKOUT, {
        input: checkoutInput({
          billing: { ...BILLING, email: 'demo@example.com' },
          account: { username: 'someone', password: 'pass-word-1' },
        }),
      })
      expect(taken).toBe(
        'An account is already registered with demo@example.com. Please log in or use a different email address.',
      )
      expect(
        await client.errorOf(CHECKOUT, {
          input: checkoutInput({
            billing: { ...BILLING, email: 'new-buyer@example.com' },
            account: { username: 'ada', password: 'pass-word-1' },
          }),
        }),
      ).toBe('An account is already registered with that username. Please choose another.')
      const result = await client.ok(
        `mutation($input: CheckoutInput!) { checkout(input: $input) {
          customer { databaseId username email } order { databaseId customer { databaseId email } } } }`,
        {
          input: checkoutInput({
            billing: { ...BILLING, email: 'new-buyer@example.com' },
            account: { username: 'new-buyer', password: 'pass-word-1' },
          }),
        },
      )
      const { customer, order } = result.checkout
      expect(customer).toMatchObject({ username: 'new-buyer', email: 'new-buyer@example.com' })
      expect(order.customer).toBeNull()
      const again = shop.client()
      await again.login('new-buyer', 'pass-word-1')
      const orders = await again.ok(`{ customer { orders { nodes { databaseId } } } }`)
      expect(orders.customer.orders.nodes).toEqual([{ databaseId: order.databaseId }])
    })
  })

  describe('gift cards and virtual-only carts', () => {
    async function giftCards(client: ShopClient) {
      const data = await client.ok(`{ products(first: 10, where: { categoryIn: ["gift-cards"] }) {
        nodes { databaseId name ... on SimpleProduct { virtual price(format: RAW) stockStatus } } } }`)
      return data.products.nodes as Array<{
        databaseId: number
        name: string
        virtual: boolean
        price: string
      }>
    }

    it('offers gift cards of ₦25,000, ₦50,000 and ₦100,000 as virtual products', async () => {
      const cards = await giftCards(shop.client())
      expect(cards.map((c) => [c.name, c.virtual, c.price])).toEqual(
        expect.arrayContaining([
          ['Gift card ₦25,000', true, '25000'],
          ['Gift card ₦50,000', true, '50000'],
          ['Gift card ₦100,000', true, '100000'],
        ]),
      )
    })

    it('a virtual-only cart needs no shipping, and checkout takes it without an address', async () => {
      const client = shop.client()
      const [card] = await giftCards(client)
      const added = await client.ok(ADD_TO_CART, { input: { productId: card!.databaseId, quantity: 2 } })
      const cart = added.addToCart.cart
      expect(cart).toMatchObject({
        needsShippingAddress: false,
        shippingTotal: '₦0.00',
        chosenShippingMethods: [],
      })
      expect(cart.availableShippingMethods).toEqual([])
      const contact = { firstName: 'Ife', lastName: 'Obi', email: 'ife@example.com', phone: '08031111111' }
      // Cash on delivery does not accept virtual orders: not offered, and refused (WC_Checkout's message).
      const { paymentGateways } = await client.ok(`{ paymentGateways { nodes { id } } }`)
      expect(paymentGateways.nodes).toEqual([{ id: 'paystack' }])
      expect(
        await client.errorOf(CHECKOUT, { input: checkoutInput({ billing: contact, paymentMethod: 'cod' }) }),
      ).toBe('Invalid payment method.')
      const price = 2 * Number(card!.price) * 100
      const tax = Math.round(price * 0.075)
      // Paid in the popup by a bank transfer the provider still awaits: the order waits for it.
      const reference = await simulatorPayment(simulator, price + tax, 'pending', 'ife@example.com')
      const result = await client.ok(
        `mutation($input: CheckoutInput!) { checkout(input: $input) { order {
          status needsShippingAddress shippingTotal total subtotal totalTax shipping { address1 country } billing { email } } } }`,
        {
          input: checkoutInput({
            billing: contact,
            shipToDifferentAddress: true,
            paymentMethod: 'paystack',
            transactionId: reference,
          }),
        },
      )
      expect(result.checkout.order).toMatchObject({
        status: 'PENDING',
        needsShippingAddress: false,
        shippingTotal: '₦0.00',
        billing: { email: 'ife@example.com' },
        shipping: { address1: null, country: null },
        total: `₦${((price + tax) / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
      })
    })

    it('a cart mixing a gift card and a workstation still needs shipping', async () => {
      const client = shop.client()
      const [card] = await giftCards(client)
      await client.ok(ADD_TO_CART, { input: { productId: card!.databaseId, quantity: 1 } })
      await cartWith(client)
      const { cart } = await client.ok(`{ cart { ${CART_FIELDS} } }`)
      expect(cart.needsShippingAddress).toBe(true)
      expect(cart.availableShippingMethods[0].rates.length).toBeGreaterThan(0)
      const { paymentGateways } = await client.ok(`{ paymentGateways { nodes { id } } }`)
      expect(paymentGateways.nodes).toEqual([{ id: 'paystack' }, { id: 'cod' }])
      expect(
        await client.errorOf(CHECKOUT, { input: checkoutInput({ billing: { email: 'x@example.com' } }) }),
      ).toMatch(/^Billing First name is a required field\./)
    })
  })
})
