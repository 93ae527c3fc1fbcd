import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEV_SECRET_KEY } from '../../backend/src/index'
import { PAYMENT_SDK_MARKER } from '../../scripts/bench/payment-code-weight'
import { screenshotDir } from './support/screenshot-dir'
import { Shopper, VIEWPORTS } from './support/browser'
import { inStockSimpleProducts, shopOrigin } from './support/graphql'
import { shopOn, type AddressDetails } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const paymentApiUrl = inject('paymentApiUrl')
const graphqlUrl = inject('graphqlUrl')

interface Product {
  databaseId: number
  slug: string
  name: string
}

const LAGOS: AddressDetails = {
  firstName: 'Chidi',
  lastName: 'Eze',
  address1: '4 Broad Street',
  city: 'Lagos Island',
  country: 'NG',
  state: 'LA',
  postcode: '102273',
  phone: '+234 803 555 0101',
  email: 'chidi@example.com',
}

/** Simple, shippable products in stock; the middle of the catalogue, apart from the other suites' picks. */
async function productsForCards(): Promise<Product[]> {
  const nodes = await inStockSimpleProducts<Product & { virtual: boolean; stockQuantity: number | null }>(
    graphqlUrl,
  )
  const usable = nodes.filter((p) => !p.virtual && (p.stockQuantity === null || p.stockQuantity >= 3))
  return usable.slice(Math.max(0, Math.floor(usable.length / 2) - 4))
}

/** Every script the page downloads that holds the payment feature's code. */
function paymentChunks(page: Page): { urls: string[]; settled(): Promise<void> } {
  const urls: string[] = []
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    reads.push(
      response
        .text()
        .then((body) => void (body.includes(PAYMENT_SDK_MARKER) && urls.push(response.url())))
        .catch(() => undefined),
    )
  })
  return { urls, settled: async () => void (await Promise.all(reads)) }
}

describe.each(Object.entries(VIEWPORTS))('paying by card on a %s', (size, viewport) => {
  const shopper = new Shopper()
  const products: Product[] = []

  beforeAll(async () => {
    const all = await productsForCards()
    expect(all.length, 'products for the card journeys').toBeGreaterThanOrEqual(6)
    products.push(...all.slice(size === 'phone' ? 0 : 3, size === 'phone' ? 3 : 6))
  })
  afterAll(() => shopper.close())

  async function withCart(product: Product) {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    await page.goto(`${shopUrl}/product/${product.slug}`, { waitUntil: 'networkidle' })
    await shop.cart.add()
    await shop.checkout.openForm(shopUrl)
    await shop.checkout.fillBilling(LAGOS)
    return { page, shop }
  }

  it('pays through the provider’s popup and lands on the order, paid (processing)', async () => {
    const { page, shop } = await withCart(products[0]!)
    const total = await shop.checkout.total()
    const popup = await shop.checkout.payByCard()
    // The popup charges the order review's total.
    expect(await popup.payLabel()).toBe(`Pay ${total}`)
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${await screenshotDir()}/card-payment-${size}.png` })
    await popup.approve()
    const order = await shop.checkout.expectOrderReceived()
    await shop.order.expectReceipt(order.id, { received: true })
    expect(await shop.order.status()).toBe('Processing')
    expect(await shop.order.awaitingPayment()).toBeNull()
    await expect.poll(() => page.locator('[data-testid="cart-count"]').count()).toBe(0)
  })

  it('a closed popup leaves the shopper on the checkout with the cart and everything typed', async () => {
    const { page, shop } = await withCart(products[1]!)
    await shop.checkout.fillNote('Ring the bell twice.')
    const popup = await shop.checkout.payByCard()
    await popup.cancel()
    await popup.expectClosed()
    await shop.checkout.expectNote('Payment cancelled. Your cart and details are still here.')
    expect(new URL(page.url()).pathname).toBe('/checkout')
    for (const field of ['firstName', 'address1', 'city', 'email', 'phone'] as const)
      expect(await shop.checkout.value(`billing.${field}`)).toBe(LAGOS[field])
    expect(await shop.checkout.value('customerNote')).toBe('Ring the bell twice.')
    expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe('1')
    await page.screenshot({ path: `.tmp/card/card-cancelled-${size}.png` })
    // The shopper may pay after all.
    await (await shop.checkout.payByCard()).approve()
    await shop.checkout.expectOrderReceived()
  })

  it('a declined card shows the provider’s message; the shopper closes it and finds everything kept', async () => {
    const { page, shop } = await withCart(products[1]!)
    await shop.checkout.fillNote('Please deliver after 4 pm — gate code 1475, ask for Mrs Okonkwo-Bello.')
    const popup = await shop.checkout.payByCard()
    expect(await popup.decline()).toMatch(/Declined/)
    await popup.cancel()
    await popup.expectClosed()
    await shop.checkout.expectFailure(
      'Your payment did not go through: Declined. Your cart and details are still here.',
    )
    for (const field of ['firstName', 'lastName', 'address1', 'email'] as const)
      expect(await shop.checkout.value(`billing.${field}`)).toBe(LAGOS[field])
    expect(await shop.checkout.value('customerNote')).toBe(
      'Please deliver after 4 pm — gate code 1475, ask for Mrs Okonkwo-Bello.',
    )
    expect(await page.locator('[data-testid="cart-count"]').textContent()).toBe('1')
    await page.screenshot({ path: `.tmp/card/card-declined-${size}.png` })
  })

  it('a bank transfer leaves the order awaiting payment until the bank confirms it', async () => {
    const { page, shop } = await withCart(products[2]!)
    const popup = await shop.checkout.payByCard()
    const reference = await popup.reference()
    expect(reference).toMatch(/^ws_/)
    await popup.bankTransfer()
    const order = await shop.checkout.expectOrderReceived()
    await shop.order.expectReceipt(order.id, { received: true })
    expect(await shop.order.status()).toBe('Pending payment')
    expect(await shop.order.awaitingPayment()).toMatch(/^Your order is awaiting payment\./)
    await page.screenshot({ path: `.tmp/card/card-transfer-pending-${size}.png` })

    // The bank confirms; the provider's signed webhook reaches the backend, which verifies and marks it paid.
    const confirmed = await fetch(`${paymentApiUrl}simulator/transfers/${reference}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_SECRET_KEY}` },
    })
    expect(confirmed.status).toBe(200)
    await expect
      .poll(
        async () => {
          await page.reload()
          await shop.order.expectReceipt(order.id, { received: true })
          return shop.order.status()
        },
        { timeout: 15_000 },
      )
      .toBe('Processing')
    expect(await shop.order.awaitingPayment()).toBeNull()
  })

  it('a forged Checkout from the shopper’s own session, claiming isPaid with a made-up transaction, pays nothing', async () => {
    const { page, shop } = await withCart(products[1]!)
    const session = (await page.context().cookies()).find((c) => c.name === 'woocommerce-session')?.value
    expect(session, 'the shop session cookie').toBeTruthy()
    const send = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: shopOrigin(),
          'woocommerce-session': `Session ${session}`,
        },
        body: JSON.stringify({ query, variables }),
      })
      return (await response.json()) as {
        data?: {
          checkout?: unknown
          cart?: { contents?: { itemCount: number } }
          customer?: { orders?: { nodes: unknown[] } }
        }
        errors?: { message: string }[]
      }
    }
    const forge = (isPaid: boolean) =>
      send(
        `mutation($billing: CustomerAddressInput, $isPaid: Boolean) { checkout(input: { paymentMethod: "paystack",
          isPaid: $isPaid, transactionId: "T_MADE_UP_123", billing: $billing }) { order { databaseId status } } }`,
        { billing: LAGOS, isPaid },
      )
    const before = await send(`{ customer { orders { nodes { databaseId } } } }`)
    const claimed = await forge(true)
    expect(claimed.errors?.[0]?.message).toMatch(/^Only a shop manager can mark an order as paid \(isPaid\)/)
    expect(claimed.data?.checkout ?? null).toBeNull()
    const madeUp = await forge(false)
    expect(madeUp.errors?.[0]?.message).toMatch(/^Payment could not be verified/)
    expect(madeUp.data?.checkout ?? null).toBeNull()
    const after = await send(
      `{ cart { contents { itemCount } } customer { orders { nodes { databaseId } } } }`,
    )
    expect(after.data?.cart?.contents?.itemCount).toBe(1)
    // No order was written: the session's orders are the ones it had (a real shop also lists the shopper's earlier
    // orders here).
    expect(after.data?.customer?.orders?.nodes ?? []).toEqual(before.data?.customer?.orders?.nodes ?? [])
    // The shopper's page still holds the cart.
    await page.reload()
    await shop.cart.expectCount(1)
  })

  it('downloads the payment code on the checkout only', async () => {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    const chunks = paymentChunks(page)
    await page.goto(shopUrl, { waitUntil: 'networkidle' })
    // The first action loads the shop runtime (cart, checkout slice): still no payment code.
    await page.mouse.move(10, 10)
    await page.mouse.wheel(0, 300)
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await page.mouse.move(20, 20)
    await page.goto(`${shopUrl}/product/${products[0]!.slug}`, { waitUntil: 'networkidle' })
    await shop.cart.add()
    await page.waitForLoadState('networkidle')
    await chunks.settled()
    expect(chunks.urls).toEqual([])

    await shop.checkout.openForm(shopUrl)
    // The card's code comes with the card: chosen by default where the shop lists it first (the embedded shop), or
    // by the shopper (WooCommerce lists its own gateways first on a real shop).
    await page.locator('[data-testid="payment-option"][data-id="paystack"] input').check()
    await expect
      .poll(async () => {
        await chunks.settled()
        return chunks.urls.length
      })
      .toBeGreaterThan(0)
  })
})
