import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadOrder, type OrderOutcome } from '../../../src/features/orders/order-outcome'
import { orderRequest } from '../../../src/features/orders/order-request'
import {
  ADD_TO_CART,
  BILLING,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
  startTestBackend,
  type ShopClient,
  type TestBackend,
} from '../backend/helpers'
import { failOnWarnings, fakeEnv, runtime } from './helpers'

/** The order summary's lookups through the shop runtime, against the real embedded backend. */
describe('order summary lookups (embedded backend)', () => {
  let shop: TestBackend
  let guestOrder: { databaseId: number; orderKey: string; total: string; subtotal: string }
  let product: Awaited<ReturnType<typeof findSimpleProduct>>

  async function place(client: ShopClient, quantity = 2) {
    product = await findSimpleProduct(client, quantity)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity } })
    await client.ok(`mutation { applyCoupon(input: { code: "WELCOME10" }) { cart { total } } }`)
    return (await client.ok(CHECKOUT, { input: checkoutInput() })).checkout.order
  }

  /** A new browser: its own runtime, session and cache, past its first getCart. */
  async function browser(login?: { username: string; password: string }) {
    const rt = runtime(fakeEnv('/order-summary').env, { url: shop.backend.graphqlUrl })
    await rt.store.getState().init()
    if (login) expect(await rt.store.getState().login(login)).toEqual({ success: true })
    return {
      find: (orderId: string, orderKey = ''): Promise<OrderOutcome> =>
        loadOrder(rt.clients.current(), orderRequest({ orderId, orderKey })),
    }
  }

  const found = (outcome: OrderOutcome) => (outcome.state === 'found' ? outcome.order : null)

  beforeAll(async () => {
    shop = await startTestBackend(40)
    guestOrder = await place(shop.client())
  })
  afterAll(() => shop.close())

  failOnWarnings()

  it('shows a guest’s order to anyone holding its key: totals, lines, payment, addresses', async () => {
    const stranger = await browser()
    const order = found(await stranger.find(String(guestOrder.databaseId), guestOrder.orderKey))
    expect(order).toMatchObject({
      databaseId: guestOrder.databaseId,
      orderNumber: String(guestOrder.databaseId),
      status: 'PROCESSING',
      subtotal: guestOrder.subtotal,
      total: guestOrder.total,
      hasDiscount: true,
      paymentMethodTitle: 'Cash on delivery',
      customerNote: 'Call before delivery',
      billing: { firstName: BILLING.firstName, email: BILLING.email, state: 'LA', country: 'NG' },
      shipping: { address1: BILLING.address1 },
    })
    expect(order?.lines).toEqual([
      expect.objectContaining({
        productId: product.databaseId,
        name: product.name,
        quantity: 2,
        attributes: [],
      }),
    ])
    // The key alone (no id in the URL) finds it too.
    expect(found(await stranger.find('', guestOrder.orderKey))?.databaseId).toBe(guestOrder.databaseId)
  })

  it('finds nothing for a wrong key, a key of another order than the URL’s, or a malformed key', async () => {
    const stranger = await browser()
    const id = String(guestOrder.databaseId)
    const wrong = guestOrder.orderKey.slice(0, -1) + (guestOrder.orderKey.endsWith('a') ? 'b' : 'a')
    expect(await stranger.find(id, wrong)).toEqual({ state: 'not-found' })
    expect(await stranger.find(String(guestOrder.databaseId + 1000), guestOrder.orderKey)).toEqual({
      state: 'not-found',
    })
    expect(await stranger.find(id, 'wc_order_x" OR 1=1')).toEqual({ state: 'not-found' })
  })

  it('finds nothing by id alone for a stranger, a guest or another customer', async () => {
    const id = String(guestOrder.databaseId)
    expect(await (await browser()).find(id)).toEqual({ state: 'not-found' })
    expect(await (await browser({ username: 'ada', password: 'ada-password' })).find(id)).toEqual({
      state: 'not-found',
    })
    expect(await (await browser()).find('')).toEqual({ state: 'not-found' })
  })

  it('shows a customer their own order by id, and their latest on /order-summary', async () => {
    const demo = shop.client()
    await demo.login('demo', 'demo-password')
    const placed = await place(demo, 1)
    const owner = await browser({ username: 'demo', password: 'demo-password' })
    expect(found(await owner.find(String(placed.databaseId)))).toMatchObject({
      databaseId: placed.databaseId,
      total: placed.total,
      billing: { email: BILLING.email },
    })
    expect(found(await owner.find(''))?.databaseId).toBe(placed.databaseId)
    // The seeded order with a download lists it.
    const seeded = found(await owner.find('1'))
    expect(seeded?.downloads[0]).toMatchObject({
      name: expect.stringContaining('Guide'),
      url: expect.any(String),
    })
    // Ada cannot read it; a guest holding its key can.
    const ada = await browser({ username: 'ada', password: 'ada-password' })
    expect(await ada.find(String(placed.databaseId))).toEqual({ state: 'not-found' })
    expect(found(await (await browser()).find(String(placed.databaseId), placed.orderKey))?.total).toBe(
      placed.total,
    )
  })

  it('reports an unreachable shop as a failure to retry, not as a missing order', async () => {
    const rt = runtime(fakeEnv('/order-summary').env, { url: 'http://127.0.0.1:9/graphql' })
    const outcome = await loadOrder(
      rt.clients.current(),
      orderRequest({ orderId: String(guestOrder.databaseId), orderKey: guestOrder.orderKey }),
    )
    expect(outcome).toEqual({ state: 'failed' })
  })
})
