import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/features/checkout/checkout-form'
import { isBillingAddressShown, needsShipping } from '../../../src/features/checkout/checkout-rules'
import type { ValidationContext } from '../../../src/features/checkout/checkout-validation'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'
import {
  ADD_TO_CART,
  CHECKOUT,
  checkoutInput,
  findSimpleProduct,
} from '../../../backend/tests/support/shop-documents'
import { failOnWarnings, fakeEnv, readCart, readCustomer, runtime } from './helpers'

/**
 * The checkout through the shop runtime (store slice, runner, graphcache) against the real embedded
 * backend: what the /checkout screen does when the shopper presses Place order.
 */

const context: ValidationContext = { billingAddressShown: true, shippingNeeded: true, guest: true }

function filledForm(changes: Partial<CheckoutForm> = {}): CheckoutForm {
  const form = emptyCheckoutForm()
  return {
    ...form,
    billing: {
      ...form.billing,
      firstName: 'Chioma',
      lastName: 'Eze',
      address1: '4 Ogui Road',
      city: 'Enugu',
      state: 'EN',
      country: 'NG',
      phone: '+234 803 555 0101',
      email: 'chioma@example.com',
    },
    paymentMethod: 'cod',
    customerNote: 'Please call on arrival',
    ...changes,
  }
}

let test: TestBackend

beforeAll(async () => {
  test = await startTestBackend()
})
afterAll(() => test.close())

failOnWarnings()

/** A runtime on the real backend whose fetch counts the operations sent, by name. */
async function shopper() {
  const sent: string[] = []
  const fetchCounting: typeof fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }) : {}
    sent.push(body.operationName ?? '?')
    return fetch(input, init)
  }
  const faked = fakeEnv('/checkout')
  const rt = runtime(faked.env, { url: test.backend.graphqlUrl, fetch: fetchCounting })
  await rt.store.getState().init()
  return { ...rt, ...faked, sent }
}

async function withProductInCart(minStock = 5) {
  const s = await shopper()
  const product = await findSimpleProduct(test.client(), minStock)
  await s.store.getState().addToCart({ productId: product.databaseId, quantity: 1 })
  return { ...s, product }
}

describe('checkout through the runtime, on the embedded backend', () => {
  it('sends a new delivery state and shows its shipping rates', async () => {
    const s = await withProductInCart()
    expect(readCart(s)?.shippingRates.map((r) => r.id)).toContain('flat_rate:1')
    const result = await s.store
      .getState()
      .changeShippingLocation({ country: 'NG', state: 'EN' }, { country: 'NG', state: 'EN' })
    expect(result).toEqual({ success: true })
    expect(readCart(s)?.shippingRates.map((r) => r.label)).toEqual(['Flat rate'])
    expect(readCart(s)?.shippingRates[0]?.id).toBe('flat_rate:4')
    expect(readCart(s)?.shippingTotal).toBe('₦7,500.00')
    expect(readCustomer(s)?.billing).toMatchObject({ country: 'NG', state: 'EN' })
    expect(s.store.getState().isUpdatingShipping).toBe(false)
    // The dearer rate is told (issue 24, point 7), not left for the shopper to find in the total.
    expect(s.store.getState().shippingChange).toEqual({
      before: { rateId: 'flat_rate:1', label: 'Flat rate', cost: '₦3,500.00' },
      after: { rateId: 'flat_rate:4', label: 'Flat rate', cost: '₦7,500.00' },
    })
    // A new location that keeps rate and cost has nothing to tell.
    await s.store
      .getState()
      .changeShippingLocation({ country: 'NG', state: 'OY' }, { country: 'NG', state: 'OY' })
    expect(s.store.getState().shippingChange).toBeNull()
  })

  it('loads the allowed countries and Nigeria’s 37 states, Abuja (FCT) among them', async () => {
    const s = await shopper()
    await s.store.getState().loadCountries()
    await s.store.getState().loadStates('NG')
    const client = s.clients.current()
    const { GetAllowedCountries, GetStates } =
      await import('../../../src/features/checkout/checkout-documents')
    const countries = client.readQuery(GetAllowedCountries, {}, { requestPolicy: 'cache-only' })?.data
    expect(countries?.allowedCountries).toContain('NG')
    const states = client.readQuery(GetStates, { country: 'NG' }, { requestPolicy: 'cache-only' })?.data
    expect(states?.countryStates).toHaveLength(37)
    expect(states?.countryStates).toContainEqual(expect.objectContaining({ code: 'FC', name: 'Abuja' }))
    // Once in the cache, they are not asked for again.
    const before = s.sent.length
    await s.store.getState().loadStates('NG')
    await s.store.getState().loadCountries()
    expect(s.sent.length).toBe(before)
  })

  it('places the order with cash on delivery, goes to its order-received page and empties the cart', async () => {
    const s = await withProductInCart()
    const result = await s.store.getState().placeOrder(filledForm(), context)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.order.orderKey).toMatch(/^wc_order_/)
    expect(s.env.navigate).toHaveBeenCalledWith(
      `/checkout/order-received/${result.order.databaseId}?key=${result.order.orderKey}`,
    )
    await vi.waitFor(() => expect(readCart(s)?.isEmpty).toBe(true))
    expect(readCart(s)?.itemCount).toBe(0)
    expect(s.store.getState().isPlacingOrder).toBe(false)
  })

  it('places one order for a double click: the second call gets the same answer, one Checkout is sent', async () => {
    const s = await withProductInCart()
    const first = s.store.getState().placeOrder(filledForm(), context)
    expect(s.store.getState().isPlacingOrder).toBe(true)
    const second = s.store.getState().placeOrder(filledForm(), context)
    const [a, b] = await Promise.all([first, second])
    expect(a.success).toBe(true)
    expect(b).toBe(a)
    expect(s.sent.filter((name) => name === 'Checkout')).toHaveLength(1)
    expect(s.env.navigate).toHaveBeenCalledTimes(1)
  })

  it('stays placing until the order-received page is shown: a click landing then sends no second Checkout', async () => {
    const s = await withProductInCart()
    let shown = () => {}
    vi.mocked(s.env.navigate).mockImplementation(() => new Promise<void>((resolve) => (shown = resolve)))
    const first = s.store.getState().placeOrder(filledForm(), context)
    await vi.waitFor(() => expect(s.env.navigate).toHaveBeenCalledTimes(1))
    // The order is placed and the next page not there yet: the form stays away, a late click sends nothing.
    expect(s.store.getState().isPlacingOrder).toBe(true)
    const late = s.store.getState().placeOrder(filledForm(), context)
    shown()
    const [a, b] = await Promise.all([first, late])
    expect(a.success).toBe(true)
    expect(b).toBe(a)
    expect(s.sent.filter((name) => name === 'Checkout')).toHaveLength(1)
    expect(s.store.getState().isPlacingOrder).toBe(false)
  })

  it('sends nothing for an invalid form, nor a card order whose payment SDK cannot load', async () => {
    const s = await withProductInCart()
    const empty = await s.store
      .getState()
      .placeOrder({ ...emptyCheckoutForm(), paymentMethod: 'cod' }, context)
    expect(empty).toMatchObject({ success: false, errorKey: 'checkout.errors.invalidForm' })
    // No browser window here: the provider's SDK cannot load, so no order goes out (e2e pays through it).
    const card = await s.store.getState().placeOrder(filledForm({ paymentMethod: 'paystack' }), context, {
      cart: () => readCart(s),
    })
    expect(card).toMatchObject({ success: false, errorKey: 'payment.unavailable' })
    expect(s.sent).not.toContain('Checkout')
    expect(readCart(s)?.itemCount).toBe(1)
  })

  it('shows the backend’s refusal when the stock ran out meanwhile, and the cart stays', async () => {
    const s = await withProductInCart(2)
    // Another shopper buys every unit left.
    const other = test.client()
    const stock = s.product.stockQuantity
    await other.ok(ADD_TO_CART, { input: { productId: s.product.databaseId, quantity: stock } })
    await other.ok(CHECKOUT, { input: checkoutInput() })

    const result = await s.store.getState().placeOrder(filledForm(), context)
    expect(result).toEqual({
      success: false,
      error: `Sorry, "${s.product.name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
    })
    expect(s.env.navigate).not.toHaveBeenCalled()
    expect(s.store.getState().isPlacingOrder).toBe(false)
    expect(readCart(s)?.itemCount).toBe(1)
  })

  it('sends a gift card order (virtual-only) with only the contact fields when billing is hidden; cash on delivery is refused', async () => {
    const s = await shopper()
    const { products } = await test
      .client()
      .ok(
        `{ products(first: 5, where: { categoryIn: ["gift-cards"] }) { nodes { databaseId ... on SimpleProduct { virtual } } } }`,
      )
    const giftCard = products.nodes[0] as { databaseId: number; virtual: boolean }
    expect(giftCard.virtual).toBe(true)
    await s.store.getState().addToCart({ productId: giftCard.databaseId, quantity: 1 })
    const cart = readCart(s)!
    const hidden = {
      billingAddressShown: isBillingAddressShown(cart, true),
      shippingNeeded: needsShipping(cart),
      guest: true,
    }
    expect(hidden).toEqual({ billingAddressShown: false, shippingNeeded: false, guest: true })
    const form = emptyCheckoutForm()
    form.billing = {
      ...form.billing,
      firstName: 'Tunde',
      lastName: 'Bello',
      phone: '08031112222',
      email: 'tunde@example.com',
    }
    // Cash on delivery does not accept virtual orders: the checkout offers only the card (checkout-rules.ts), and
    // the backend refuses cash on delivery all the same.
    form.paymentMethod = 'cod'
    const result = await s.store.getState().placeOrder(form, hidden)
    expect(result).toMatchObject({ success: false, error: 'Invalid payment method.' })
    expect(s.sent).toContain('Checkout')
    expect(s.sent).not.toContain('ChangeShippingCounty')
  })

  it('creates the account a guest asks for with the order; the new customer can log in', async () => {
    const s = await withProductInCart()
    const username = `buyer${Date.now()}`
    const form = filledForm({ createAccount: true, username, password: 'long-enough-secret' })
    form.billing.email = `${username}@example.com`
    const result = await s.store.getState().placeOrder(form, context)
    expect(result.success).toBe(true)
    const login = await test.client().login(username, 'long-enough-secret')
    expect(login.user.username).toBe(username)
  })
})
