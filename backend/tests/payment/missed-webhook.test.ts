import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRANSFER_CEILING_HOURS } from '../../src/shop/overdue-card-orders'
import { ShopClient } from '../support/test-backend'
import { ADD_TO_CART, BILLING, CHECKOUT, checkoutInput, findSimpleProduct } from '../support/shop-documents'
import { MANAGER_PASSWORD } from '../support/manager-backend'
import {
  checkoutTotalKobo,
  DEV_SECRET_KEY,
  simulatorPayment,
  startPaymentBackend,
} from '../support/payment-backend'

// Issue 35: a pending bank transfer whose webhook never arrived (the backend was down when the bank confirmed) was
// cancelled by the unpaid-order sweep at the hold time, its stock given back, while the provider said success.
// The sweep now asks the provider first. The backend's clock is the test's: nothing waits.
const HOLD_MINUTES = 60
const MINUTE = 60_000
let now = Date.parse('2026-03-02T09:00:00Z')
let sim: Awaited<ReturnType<typeof startPaymentBackend>>
beforeAll(async () => {
  sim = await startPaymentBackend({
    products: 12,
    managerPassword: MANAGER_PASSWORD,
    clock: () => now,
    holdStockMinutes: HOLD_MINUTES,
  })
})
afterAll(() => sim.close())

const ORDER = `query($id: ID!) { order(id: $id, idType: ORDER_KEY) { status transactionId datePaid } }`
const STOCK = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity totalSales } } }`

/** The stored order, read by the shop manager (WooGraphQL refuses order(ORDER_KEY) to shoppers). */
async function order(key: string) {
  const manager = new ShopClient(sim.backend)
  await manager.login('manager', MANAGER_PASSWORD)
  return (await manager.ok(ORDER, { id: key })).order as {
    status: string
    transactionId: string
    datePaid: string | null
  }
}

/** A guest's order of one product, paid by a bank transfer the provider still awaits. */
async function pendingTransferOrder() {
  const shopper = new ShopClient(sim.backend)
  const product = await findSimpleProduct(shopper, 3)
  const stock = async () =>
    (await shopper.ok(STOCK, { id: product.databaseId })).product as {
      stockQuantity: number
      totalSales: number
    }
  const before = await stock()
  await shopper.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
  const total = await checkoutTotalKobo(shopper)
  const reference = await simulatorPayment(sim.simulator, total, 'pending', BILLING.email)
  const { checkout } = await shopper.ok(CHECKOUT, {
    input: checkoutInput({ paymentMethod: 'paystack', transactionId: reference }),
  })
  expect(checkout.order.status).toBe('PENDING')
  return { key: checkout.order.orderKey as string, reference, before, stock }
}

const confirmAtTheBank = (reference: string) =>
  sim.call('POST', `simulator/transfers/${reference}/confirm`, {
    headers: { authorization: `Bearer ${DEV_SECRET_KEY}` },
  })

describe('the unpaid-order sweep asks the provider before cancelling an order awaiting its payment', () => {
  it('completes a transfer the bank confirmed while the webhook was lost, instead of cancelling it', async () => {
    const { key, reference, before, stock } = await pendingTransferOrder()
    // The webhook goes nowhere: the shop was down when the bank confirmed.
    sim.simulator.setWebhookUrl(null)
    expect((await confirmAtTheBank(reference)).status).toBe(200)
    expect((await order(key)).status).toBe('PENDING')

    now += HOLD_MINUTES * MINUTE + MINUTE
    // The plain sweep leaves it to the provider's answer; the settling turn asks and completes it.
    expect(sim.backend.sweepUnpaidOrders()).toEqual([])
    const settled = await sim.backend.settleOverdueCardOrders()
    expect(settled.cancelled).toEqual([])
    expect(settled.paid).toHaveLength(1)
    expect(await order(key)).toMatchObject({ status: 'PROCESSING', transactionId: reference })
    expect((await order(key)).datePaid).not.toBeNull()
    // Still sold, counted once.
    expect(await stock()).toEqual({
      stockQuantity: before.stockQuantity - 1,
      totalSales: before.totalSales + 1,
    })
    sim.simulator.setWebhookUrl(`${sim.backend.origin}/payment/webhook`)
  })

  it('keeps a transfer still pending at the provider up to the ceiling, then cancels it and gives the stock back', async () => {
    const { key, before, stock } = await pendingTransferOrder()
    now += HOLD_MINUTES * MINUTE + MINUTE
    let settled = await sim.backend.settleOverdueCardOrders()
    expect(settled.kept.length).toBeGreaterThan(0)
    expect((await order(key)).status).toBe('PENDING')
    expect((await stock()).stockQuantity).toBe(before.stockQuantity - 1)

    now += TRANSFER_CEILING_HOURS * 60 * MINUTE
    settled = await sim.backend.settleOverdueCardOrders()
    expect(settled.cancelled.length).toBeGreaterThan(0)
    expect((await order(key)).status).toBe('CANCELLED')
    expect(await stock()).toEqual(before)
  })

  it('cancels nothing while the provider cannot be asked', async () => {
    const { key, reference, before, stock } = await pendingTransferOrder()
    now += HOLD_MINUTES * MINUTE + MINUTE
    const original = sim.backend.payment.verifyPaidTransaction
    sim.backend.payment.verifyPaidTransaction = async () => ({
      paid: false,
      reason: 'unreachable',
      message: 'The payment provider could not be reached.',
    })
    try {
      now += TRANSFER_CEILING_HOURS * 60 * MINUTE
      const settled = await sim.backend.settleOverdueCardOrders()
      expect(settled.cancelled).toEqual([])
      expect((await order(key)).status).toBe('PENDING')
      expect((await stock()).stockQuantity).toBe(before.stockQuantity - 1)
    } finally {
      sim.backend.payment.verifyPaidTransaction = original
    }
    // Once it answers: paid at the bank meanwhile, so completed.
    sim.simulator.setWebhookUrl(null)
    await confirmAtTheBank(reference)
    await sim.backend.settleOverdueCardOrders()
    expect((await order(key)).status).toBe('PROCESSING')
    sim.simulator.setWebhookUrl(`${sim.backend.origin}/payment/webhook`)
  })
})
