import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook, SIGNATURE_HEADER } from '../../src/payment/webhook-signature'
import { ShopClient } from '../support/test-backend'
import {
  ADD_TO_CART,
  BILLING,
  CART_FIELDS,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
  koboOf,
} from '../support/shop-documents'
import { MANAGER_PASSWORD } from '../support/manager-backend'
import { DEV_SECRET_KEY, startPaymentBackend } from '../support/payment-backend'

// Checkout with the card gateway against the embedded backend and the payment simulator: the order is paid only
// when the provider verifies the transaction (amount, currency, status), and the signed webhook completes a
// pending bank transfer.
let sim: Awaited<ReturnType<typeof startPaymentBackend>>
beforeAll(async () => {
  sim = await startPaymentBackend({ products: 12, managerPassword: MANAGER_PASSWORD })
})
afterAll(() => sim.close())

const ORDER_BY_KEY = `query($id: ID!) { order(id: $id, idType: ORDER_KEY) { status needsPayment transactionId datePaid
  paymentMethod } }`
const client = () => new ShopClient(sim.backend)

/** A shopper with one product in the cart, delivering to the checkout's address; answers the total in kobo. */
async function shopperWithCart() {
  const shopper = client()
  const product = await findSimpleProduct(shopper, 2)
  await shopper.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
  const { billing } = { billing: { state: BILLING.state, country: BILLING.country } }
  await shopper.ok(
    `mutation($b: CustomerAddressInput) { updateCustomer(input: { billing: $b, shipping: $b }) { customer { id } } }`,
    { b: billing },
  )
  const cart = (await shopper.ok(`{ cart { ${CART_FIELDS} } }`)).cart
  return { shopper, totalKobo: koboOf(cart.rawTotal), product }
}

/** A transaction of `amount` kobo opened as the popup would, brought to `outcome` on the simulator's page. */
async function payment(amount: number, outcome?: 'success' | 'pending' | 'failed' | 'abandoned') {
  const { data } = (await sim.inline({ amount, email: BILLING.email })).body
  if (outcome) await sim.charge(data.access_code, outcome)
  return data.reference as string
}

const cartCount = async (shopper: ShopClient) =>
  (await shopper.ok(`{ cart { contents { itemCount } } }`)).cart.contents.itemCount as number
const cardCheckout = (transactionId: string, extra: Record<string, unknown> = {}) => ({
  input: checkoutInput({ paymentMethod: 'paystack', transactionId, ...extra }),
})
/** The stored order, read by the shop manager: WooGraphQL refuses order(ORDER_KEY) to shoppers. */
const orderByKey = async (key: string) => {
  const manager = client()
  await manager.login('manager', MANAGER_PASSWORD)
  return (await manager.ok(ORDER_BY_KEY, { id: key })).order
}

async function postWebhook(body: string, signature: string) {
  const response = await fetch(`${sim.backend.origin}/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  })
  return response.status
}

describe('checkout with the card gateway', () => {
  it('marks the order paid only after the provider verifies the payment of its total', async () => {
    const { shopper, totalKobo } = await shopperWithCart()
    const reference = await payment(totalKobo, 'success')
    const { checkout } = await shopper.ok(CHECKOUT, cardCheckout(reference, { isPaid: false }))
    expect(checkout.result).toBe('success')
    expect(checkout.order).toMatchObject({
      status: 'PROCESSING',
      needsPayment: false,
      paymentMethod: 'paystack',
      paymentMethodTitle: 'Credit card',
    })
    const stored = await orderByKey(checkout.order.orderKey)
    expect(stored.transactionId).toBe(reference)
    expect(stored.datePaid).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(await cartCount(shopper)).toBe(0)
  })

  it.each<[string, (total: number) => Promise<string>, RegExp]>([
    ['a made-up transaction id', async () => 'T123-forged', /no such transaction/],
    ['a declined card', (total) => payment(total, 'failed'), /Payment was declined by Paystack/],
    ['a cancelled payment', (total) => payment(total, 'abandoned'), /the payment is abandoned/],
    ['a payment never made', (total) => payment(total), /the payment is abandoned/],
    ['a payment of less than the total', (total) => payment(total - 100, 'success'), /not the order total/],
    ['a payment of more than the total', (total) => payment(total + 100, 'success'), /not the order total/],
  ])('refuses %s and keeps the cart', async (_name, pay, reason) => {
    const { shopper, totalKobo } = await shopperWithCart()
    const reference = await pay(totalKobo)
    const message = await shopper.errorOf(CHECKOUT, cardCheckout(reference))
    expect(message).toMatch(/^Payment could not be verified: .+\. Payment Failed\. Try again\.$/)
    expect(message).toMatch(reason)
    expect(await cartCount(shopper)).toBe(1)
    // No order was written: the session placed none.
    const orders = await shopper.ok(`{ customer { orders { nodes { databaseId } } } }`)
    expect(orders.customer.orders.nodes).toEqual([])
  })

  it('refuses isPaid: true from a shopper, with or without a transaction, and writes nothing', async () => {
    const { shopper, totalKobo } = await shopperWithCart()
    const paid = await payment(totalKobo, 'success')
    for (const reference of ['', 'T123-forged', paid])
      expect(await shopper.errorOf(CHECKOUT, cardCheckout(reference, { isPaid: true }))).toBe(
        "Only a shop manager can mark an order as paid (isPaid). Pay with one of the shop's payment methods instead.",
      )
    expect(await cartCount(shopper)).toBe(1)
    // The real payment was not used up by the refused attempts: it still pays the order, once.
    expect((await shopper.ok(CHECKOUT, cardCheckout(paid))).checkout.order.status).toBe('PROCESSING')
    // Without isPaid and without a transaction: no payment, no order (it would only hold the stock).
    const other = (await shopperWithCart()).shopper
    expect(await other.errorOf(CHECKOUT, cardCheckout(''))).toBe(
      'Payment could not be verified: no card payment was made for it. Payment Failed. Try again.',
    )
    expect(await cartCount(other)).toBe(1)
  })

  it('lets a shop manager mark a card order paid with isPaid, as stock WooGraphQL does', async () => {
    const manager = client()
    await manager.login('manager', MANAGER_PASSWORD)
    await manager.ok(ADD_TO_CART, {
      input: { productId: (await shopperWithCart()).product.databaseId, quantity: 1 },
    })
    const { checkout } = await manager.ok(CHECKOUT, cardCheckout('POS-TERMINAL-0042', { isPaid: true }))
    expect(checkout.order).toMatchObject({ status: 'PROCESSING', needsPayment: false })
    expect(await orderByKey(checkout.order.orderKey)).toMatchObject({ transactionId: 'POS-TERMINAL-0042' })
  })

  it('lets one payment pay one order only', async () => {
    const first = await shopperWithCart()
    const reference = await payment(first.totalKobo, 'success')
    expect((await first.shopper.ok(CHECKOUT, cardCheckout(reference))).checkout.order.status).toBe(
      'PROCESSING',
    )
    // Another shopper with the same cart total presents the same (real, paid) reference.
    const second = client()
    await second.ok(ADD_TO_CART, { input: { productId: first.product.databaseId, quantity: 1 } })
    const b = { state: BILLING.state, country: BILLING.country }
    await second.ok(
      `mutation($b: CustomerAddressInput) { updateCustomer(input: { billing: $b, shipping: $b }) { customer { id } } }`,
      { b },
    )
    expect(await second.errorOf(CHECKOUT, cardCheckout(reference))).toMatch(
      /this payment has already paid another order/,
    )
    expect(await cartCount(second)).toBe(1)
  })

  it('places a pending bank transfer awaiting payment; the signed webhook then marks it paid, once', async () => {
    const { shopper, totalKobo, product } = await shopperWithCart()
    const sales = async () =>
      (
        await shopper.ok(
          `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { totalSales } } }`,
          { id: product.databaseId },
        )
      ).product.totalSales as number
    const salesBefore = await sales()
    const reference = await payment(totalKobo, 'pending')
    const { checkout } = await shopper.ok(CHECKOUT, cardCheckout(reference))
    // Paid by transfer in the provider's popup: the order says so, not "Credit card".
    expect(checkout.order).toMatchObject({
      status: 'PENDING',
      needsPayment: true,
      paymentMethod: 'paystack',
      paymentMethodTitle: 'Bank transfer',
    })
    expect(await cartCount(shopper)).toBe(0)
    // Awaiting payment is not a sale (wc_update_total_sales_counts runs when the order is paid).
    expect(await sales()).toBe(salesBefore)
    const key = checkout.order.orderKey
    expect(await orderByKey(key)).toMatchObject({ transactionId: '', datePaid: null })

    // A forged event (signed with another secret) about this reference changes nothing.
    const forged = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference, status: 'success', amount: totalKobo, currency: 'NGN' },
    })
    expect(await postWebhook(forged, signWebhook(forged, 'sk_test_attacker'))).toBe(401)
    // A correctly signed event is not proof either: the provider still says pending.
    expect(await postWebhook(forged, signWebhook(forged, DEV_SECRET_KEY))).toBe(200)
    expect(await orderByKey(key)).toMatchObject({ status: 'PENDING', needsPayment: true })

    // The bank confirms: the simulator sends its signed charge.success, the backend verifies and marks it paid.
    const confirmed = await sim.call('POST', `simulator/transfers/${reference}/confirm`, {
      headers: { authorization: `Bearer ${DEV_SECRET_KEY}` },
    })
    expect(confirmed.status).toBe(200)
    await expect.poll(async () => (await orderByKey(key)).status, { timeout: 5000 }).toBe('PROCESSING')
    const paid = await orderByKey(key)
    expect(paid).toMatchObject({ needsPayment: false, transactionId: reference })
    expect(paid.datePaid).not.toBeNull()
    expect(await sales()).toBe(salesBefore + 1)

    // The same event again (another delivery of it, a new body) leaves the order as it is.
    const again = JSON.stringify({
      event: 'charge.success',
      data: { id: 2, reference, status: 'success', amount: totalKobo, currency: 'NGN', again: true },
    })
    expect(await postWebhook(again, signWebhook(again, DEV_SECRET_KEY))).toBe(200)
    expect(await orderByKey(key)).toMatchObject({ status: 'PROCESSING', datePaid: paid.datePaid })
    expect(await sales()).toBe(salesBefore + 1)
  })

  it('a pending reference cannot be used by a second order either', async () => {
    const first = await shopperWithCart()
    const reference = await payment(first.totalKobo, 'pending')
    await first.shopper.ok(CHECKOUT, cardCheckout(reference))
    const second = await shopperWithCart()
    expect(second.totalKobo).toBe(first.totalKobo)
    expect(await second.shopper.errorOf(CHECKOUT, cardCheckout(reference))).toMatch(
      /already paid another order/,
    )
  })

  // The attack of issue 25: a ₦1 transfer left pending reserved a whole order's stock. Only a pending transfer of
  // exactly the order's total may place it (woo-paystack: "Amount paid is less than the total order amount").
  it('refuses a pending transfer for another amount than the order total, keeping the cart and the stock', async () => {
    const { shopper, totalKobo, product } = await shopperWithCart()
    const stock = async () =>
      (
        await shopper.ok(
          `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity } } }`,
          { id: product.databaseId },
        )
      ).product.stockQuantity as number
    const before = await stock()
    for (const amount of [100, totalKobo + 100]) {
      const reference = await payment(amount, 'pending')
      expect(await shopper.errorOf(CHECKOUT, cardCheckout(reference))).toBe(
        'Payment could not be verified: the amount paid is not the order total. Payment Failed. Try again.',
      )
    }
    expect(await cartCount(shopper)).toBe(1)
    expect(await stock()).toBe(before)
  })

  it('checks the form before the payment', async () => {
    const { shopper, totalKobo } = await shopperWithCart()
    const reference = await payment(totalKobo, 'success')
    expect(
      await shopper.errorOf(CHECKOUT, cardCheckout(reference, { billing: { ...BILLING, firstName: '' } })),
    ).toBe('Billing First name is a required field.')
    // The payment is still good for this cart once the form is right.
    expect((await shopper.ok(CHECKOUT, cardCheckout(reference))).checkout.order.status).toBe('PROCESSING')
  })
})
