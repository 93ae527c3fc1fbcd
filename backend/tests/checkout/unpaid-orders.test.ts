import Database from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPaymentSimulator, type PaymentSimulator } from '../../../payment-simulator/src/index'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, BILLING, CHECKOUT, checkoutInput, findSimpleProduct } from '../support/shop-documents'
import { checkoutTotalKobo, expireTransfer, simulatorPayment } from '../support/payment-backend'
import { holdStockMinutes } from '../../src/shop/unpaid-orders'

// Unpaid orders hold stock only for WooCommerce's "Hold stock (minutes)" (wc_cancel_unpaid_orders): a pending
// checkout order is then cancelled with "Unpaid order cancelled - time limit reached." and its stock restored, by a
// sweep that also runs at start, once the card provider confirms it was not paid (overdue-card-orders.ts; the
// provider here is the payment simulator, whose transfers expire unpaid on request). totalSales counts paid orders
// only (wc_update_total_sales_counts). The backend's clock is driven by the test: nothing waits.
const HOLD_MINUTES = 60
const MINUTE = 60_000
const PRODUCT = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) {
  ... on SimpleProduct { stockQuantity stockStatus totalSales } } }`

let now = Date.parse('2026-03-02T09:00:00Z')
let shop: TestBackend
let simulator: PaymentSimulator
beforeAll(async () => {
  simulator = await startPaymentSimulator({ log: () => {} })
  shop = await startTestBackend({
    clock: () => now,
    holdStockMinutes: HOLD_MINUTES,
    payment: { providerApiUrl: simulator.apiUrl },
  })
})
afterAll(async () => {
  await shop.close()
  await simulator.close()
})

/** Checks out the client's cart paying by a bank transfer the provider awaits and that then expires unpaid. */
async function unpaidTransferCheckout(client: ShopClient) {
  const reference = await simulatorPayment(
    simulator,
    await checkoutTotalKobo(client),
    'pending',
    BILLING.email,
  )
  const { checkout } = await client.ok(CHECKOUT, {
    input: checkoutInput({ paymentMethod: 'paystack', transactionId: reference }),
  })
  await expireTransfer(simulator, reference)
  return checkout as { order: { databaseId: number; status: string } }
}

/** The stored order and its notes, read from the shop's SQLite file (order notes are not in WooGraphQL's schema). */
function storedOrder(orderId: number) {
  const db = new Database(path.join(shop.dataDir, 'shop.sqlite'), { readonly: true })
  try {
    const order = db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string }
    const notes = db.prepare('SELECT content FROM order_notes WHERE order_id = ?').all(orderId)
    return { status: order.status, notes: notes.map((n) => (n as { content: string }).content) }
  } finally {
    db.close()
  }
}

const productState = async (client: ShopClient, id: number) =>
  (await client.ok(PRODUCT, { id })).product as { stockQuantity: number; totalSales: number }

/**
 * A guest who puts `quantity` of a stocked product in the cart and checks out: by cash on delivery, or by a card
 * gateway's bank transfer that is never paid.
 */
async function guestOrder(paymentMethod: 'cod' | 'paystack', quantity = 2) {
  const guest = shop.client()
  const product = await findSimpleProduct(guest, quantity + 1)
  const before = await productState(guest, product.databaseId)
  await guest.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity } })
  const checkout =
    paymentMethod === 'cod'
      ? (await guest.ok(CHECKOUT, { input: checkoutInput({ paymentMethod }) })).checkout
      : await unpaidTransferCheckout(guest)
  return { guest, product, before, order: checkout.order as { databaseId: number; status: string } }
}

/** The sweep's turn for card orders: answers the ids it cancelled. */
const sweep = async () => (await shop.backend.settleOverdueCardOrders()).cancelled

describe('unpaid orders', () => {
  it('a pending card order holds its stock until the hold time, then is cancelled with the note and gives it back', async () => {
    const { guest, product, before, order } = await guestOrder('paystack')
    expect(order.status).toBe('PENDING')
    expect(await productState(guest, product.databaseId)).toMatchObject({
      stockQuantity: before.stockQuantity - 2,
      // Unpaid: not a sale.
      totalSales: before.totalSales,
    })

    now += (HOLD_MINUTES - 1) * MINUTE
    expect(await sweep()).toEqual([])
    expect(storedOrder(order.databaseId)).toEqual({ status: 'pending', notes: [] })

    now += 2 * MINUTE
    expect(await sweep()).toEqual([order.databaseId])
    expect(storedOrder(order.databaseId)).toEqual({
      status: 'cancelled',
      notes: ['Unpaid order cancelled - time limit reached.'],
    })
    expect(await productState(guest, product.databaseId)).toMatchObject({
      stockQuantity: before.stockQuantity,
      totalSales: before.totalSales,
    })
    // Swept once: a second run finds nothing and gives nothing back twice.
    expect(await sweep()).toEqual([])
    expect((await productState(guest, product.databaseId)).stockQuantity).toBe(before.stockQuantity)
  })

  it('gives back the coupon use an unpaid order counted when it is cancelled', async () => {
    const APPLY = `mutation($code: String!) { applyCoupon(input: { code: $code }) { cart { appliedCoupons { code } } } }`
    const first = shop.client()
    await first.ok(ADD_TO_CART, {
      input: { productId: (await findSimpleProduct(first, 2)).databaseId, quantity: 1 },
    })
    await first.ok(APPLY, { code: 'ONCE5000' })
    const checkout = await unpaidTransferCheckout(first)
    expect(checkout.order.status).toBe('PENDING')
    const second = shop.client()
    await second.ok(ADD_TO_CART, {
      input: { productId: (await findSimpleProduct(second, 2)).databaseId, quantity: 1 },
    })
    expect(await second.errorOf(APPLY, { code: 'ONCE5000' })).toBe('Coupon usage limit has been reached.')
    now += (HOLD_MINUTES + 1) * MINUTE
    expect(await sweep()).toEqual([checkout.order.databaseId])
    await second.ok(APPLY, { code: 'ONCE5000' })
  })

  it('cancels an order that became overdue while the backend was down, when it starts again', async () => {
    const { product, before, order } = await guestOrder('paystack', 1)
    expect(order.status).toBe('PENDING')
    now += (HOLD_MINUTES + 5) * MINUTE
    await shop.restart()
    // At start the sweep asks the provider (asynchronously, the server already listening), then cancels.
    await expect
      .poll(() => storedOrder(order.databaseId))
      .toEqual({
        status: 'cancelled',
        notes: ['Unpaid order cancelled - time limit reached.'],
      })
    expect((await productState(shop.client(), product.databaseId)).stockQuantity).toBe(before.stockQuantity)
  })

  // WooCommerce's cash-on-delivery gateway makes its orders processing at once (WC_Gateway_COD::process_payment):
  // paid for the shop's purposes, so they count as sales and are never swept as unpaid.
  it('a cash-on-delivery order is processing at once, counts as a sale and is never swept', async () => {
    const { guest, product, before, order } = await guestOrder('cod')
    expect(order.status).toBe('PROCESSING')
    now += 24 * HOLD_MINUTES * MINUTE
    expect(shop.backend.sweepUnpaidOrders()).toEqual([])
    expect(storedOrder(order.databaseId)).toEqual({ status: 'processing', notes: [] })
    expect(await productState(guest, product.databaseId)).toEqual({
      stockQuantity: before.stockQuantity - 2,
      stockStatus: 'IN_STOCK',
      totalSales: before.totalSales + 2,
    })
  })

  it("takes the hold time from the option, else HOLD_STOCK_MINUTES, else WooCommerce's 60; 0 is off", () => {
    expect(holdStockMinutes(undefined, {})).toBe(60)
    expect(holdStockMinutes(undefined, { HOLD_STOCK_MINUTES: '15' })).toBe(15)
    expect(holdStockMinutes(5, { HOLD_STOCK_MINUTES: '15' })).toBe(5)
    expect(holdStockMinutes(undefined, { HOLD_STOCK_MINUTES: '0' })).toBe(0)
    expect(() => holdStockMinutes(undefined, { HOLD_STOCK_MINUTES: 'an hour' })).toThrow(/HOLD_STOCK_MINUTES/)
    expect(() => holdStockMinutes(-1, {})).toThrow(/HOLD_STOCK_MINUTES/)
  })
})
