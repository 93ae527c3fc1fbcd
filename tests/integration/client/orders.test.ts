import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/features/checkout/checkout-form'
import { toOrder } from '../../../src/features/orders/order-mapper'
import { loadOrder, type OrderOutcome } from '../../../src/features/orders/order-outcome'
import { orderRequest } from '../../../src/features/orders/order-request'
import {
  startTestBackend,
  type ShopClient,
  type TestBackend,
} from '../../../backend/tests/support/test-backend'
import {
  ADD_TO_CART,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
} from '../../../backend/tests/support/shop-documents'
import { failOnWarnings, fakeEnv, runtime } from './helpers'

/**
 * The order screens' sources through the shop runtime, against the embedded backend: the copy of the
 * `checkout` answer the browser keeps, the owner's order by database id, a guest session's own orders.
 * Nothing reads an order by its key (a real WooCommerce refuses that to everybody: getOrderByKey-*).
 */
describe('order summary lookups (embedded backend)', () => {
  let shop: TestBackend

  function filledForm(): CheckoutForm {
    const form = emptyCheckoutForm()
    form.billing = {
      ...form.billing,
      firstName: 'Ngozi',
      lastName: 'Eze',
      address1: '4 Ogui Road',
      city: 'Enugu',
      state: 'EN',
      country: 'NG',
      phone: '08035550101',
      email: `ngozi${Date.now()}@example.com`,
    }
    form.paymentMethod = 'cod'
    form.customerNote = 'Call before delivery'
    return form
  }

  /** A new browser: its own runtime, session, storage and cache, past its first getCart. */
  async function browser(login?: { username: string; password: string }) {
    const faked = fakeEnv('/checkout')
    const rt = runtime(faked.env, { url: shop.backend.graphqlUrl })
    await rt.store.getState().init()
    if (login) expect(await rt.store.getState().login(login)).toEqual({ success: true })
    const signedIn = !!login
    return {
      ...rt,
      ...faked,
      find: (orderId: string, orderKey = ''): Promise<OrderOutcome> =>
        loadOrder(rt.clients.current(), orderRequest({ orderId, orderKey }, signedIn)),
      /** Buys one unit of a product in stock through the checkout slice, as the screen does. */
      async buy() {
        const product = await findSimpleProduct(shop.client(), 3)
        await rt.store.getState().addToCart({ productId: product.databaseId, quantity: 1 })
        const context = { billingAddressShown: true, shippingNeeded: true, guest: !signedIn }
        const result = await rt.store.getState().placeOrder(filledForm(), context)
        if (!result.success) throw new Error(result.error)
        return { ...result.order, product }
      },
    }
  }

  const found = (outcome: OrderOutcome) => (outcome.state === 'found' ? outcome.order : null)

  async function placeFor(client: ShopClient) {
    const product = await findSimpleProduct(client, 2)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    return (await client.ok(CHECKOUT, { input: checkoutInput({ account: null }) })).checkout.order
  }

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  failOnWarnings()

  it('keeps the checkout’s answer in the browser that placed it: the whole receipt, by id and key', async () => {
    const guest = await browser()
    const placed = await guest.buy()
    const kept = guest.store.getState().keptOrder(placed.databaseId, placed.orderKey)
    expect(kept && toOrder(kept)).toMatchObject({
      databaseId: placed.databaseId,
      status: 'PROCESSING',
      paymentMethodTitle: 'Cash on delivery',
      customerNote: 'Call before delivery',
      billing: { firstName: 'Ngozi', state: 'EN', country: 'NG' },
      lines: [expect.objectContaining({ productId: placed.product.databaseId, quantity: 1 })],
    })
    expect(kept?.total).toMatch(/^₦/)
    expect(guest.store.getState().keptOrder(placed.databaseId, 'wc_order_another1')).toBeNull()
    // Another browser keeps nothing.
    expect((await browser()).store.getState().keptOrder(placed.databaseId, placed.orderKey)).toBeNull()
  })

  it('finds a guest’s order among its own session’s orders, and nothing for a stranger holding id and key', async () => {
    const guest = await browser()
    const placed = await guest.buy()
    expect(found(await guest.find(String(placed.databaseId), placed.orderKey))?.databaseId).toBe(
      placed.databaseId,
    )
    const stranger = await browser()
    expect(await stranger.find(String(placed.databaseId), placed.orderKey)).toEqual({ state: 'not-found' })
    expect(await stranger.find(String(placed.databaseId))).toEqual({ state: 'not-found' })
    expect(await stranger.find('')).toEqual({ state: 'not-found' })
  })

  it('shows a customer their own order by id, and their latest on /order-summary; nobody else', async () => {
    const demo = shop.client()
    await demo.login('demo', 'demo-password')
    const placed = await placeFor(demo)
    const owner = await browser({ username: 'demo', password: 'demo-password' })
    expect(found(await owner.find(String(placed.databaseId), placed.orderKey))).toMatchObject({
      databaseId: placed.databaseId,
      total: placed.total,
    })
    expect(found(await owner.find(''))?.databaseId).toBe(placed.databaseId)
    // The seeded order with a download lists it.
    const seeded = found(await owner.find('1'))
    expect(seeded?.downloads[0]).toMatchObject({
      name: expect.stringContaining('Guide'),
      url: expect.any(String),
    })
    const ada = await browser({ username: 'ada', password: 'ada-password' })
    expect(await ada.find(String(placed.databaseId))).toEqual({ state: 'not-found' })
    expect(await (await browser()).find(String(placed.databaseId), placed.orderKey)).toEqual({
      state: 'not-found',
    })
  })

  it('forgets the kept orders at logout', async () => {
    const customer = await browser({ username: 'demo', password: 'demo-password' })
    const placed = await customer.buy()
    expect(customer.store.getState().keptOrder(placed.databaseId, placed.orderKey)).not.toBeNull()
    await customer.store.getState().logout()
    expect(customer.store.getState().keptOrder(placed.databaseId, placed.orderKey)).toBeNull()
  })

  it('reports an unreachable shop as a failure to retry, not as a missing order', async () => {
    const rt = runtime(fakeEnv('/order-summary').env, { url: 'http://127.0.0.1:9/graphql' })
    const outcome = await loadOrder(
      rt.clients.current(),
      orderRequest({ orderId: '12', orderKey: 'wc_order_abc' }, false),
    )
    expect(outcome).toEqual({ state: 'failed' })
  })
})
