import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { gqlData, inStockSimpleProducts } from './support/graphql'
import { shopOn, type AddressDetails } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')

interface Product {
  databaseId: number
  slug: string
  name: string
  stockQuantity: number
}

/** A GraphQL call from outside the browser (another shopper, or the test reading the backend). */
const gql = <T>(query: string, variables: Record<string, unknown> = {}, session?: { token: string | null }) =>
  gqlData<T>(graphqlUrl, query, variables, session)

async function stockOf(id: number): Promise<number> {
  const data = await gql<{ product: { stockQuantity: number } }>(
    `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity } } }`,
    { id },
  )
  return data.product.stockQuantity
}

/** Simple, shippable products with managed stock, the last of the catalogue first: other suites take the first ones. */
async function productsForCheckout(): Promise<Product[]> {
  const nodes = await inStockSimpleProducts<Product & { virtual: boolean }>(graphqlUrl)
  return nodes.filter((p) => !p.virtual && (p.stockQuantity ?? 0) >= 3).reverse()
}

/** Another shopper buys every unit of a product left, with cash on delivery. */
async function buyAllStock(product: Product): Promise<void> {
  const session = { token: null as string | null }
  const quantity = await stockOf(product.databaseId)
  await gql(
    `mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }`,
    { input: { productId: product.databaseId, quantity } },
    session,
  )
  await gql(
    `mutation($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`,
    {
      input: {
        paymentMethod: 'cod',
        billing: { ...LAGOS, email: 'other@example.com' },
      },
    },
    session,
  )
}

const LAGOS: AddressDetails = {
  firstName: 'Ngozi',
  lastName: 'Okafor',
  address1: '12 Admiralty Way',
  city: 'Lekki',
  country: 'NG',
  state: 'LA',
  postcode: '105102',
  phone: '+234 803 123 4567',
  email: 'ngozi@example.com',
}

/** The names of the GraphQL operations a page sends. */
function operationsOf(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(graphqlUrl) || request.method() !== 'POST') return
    names.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?')
  })
  return names
}

describe.each(Object.entries(VIEWPORTS))('checkout on a %s', (size, viewport) => {
  const shopper = new Shopper()
  const products: Product[] = []
  const offset = size === 'phone' ? 0 : 3

  beforeAll(async () => {
    const all = await productsForCheckout()
    expect(all.length, 'products for the checkout journeys').toBeGreaterThanOrEqual(6)
    products.push(...all.slice(offset, offset + 3))
  })
  afterAll(() => shopper.close())

  /** A new shopper with one unit of `product` in the cart, on the checkout form. */
  async function withCart(product: Product) {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    const sent = operationsOf(page)
    await page.goto(`${shopUrl}/product/${product.slug}`, { waitUntil: 'networkidle' })
    await shop.cart.add()
    await shop.checkout.openForm(shopUrl)
    return { page, shop, sent }
  }

  it('a guest fills the form, sees the rates follow the state, pays on delivery and lands on the order', async () => {
    const { page, shop, sent } = await withCart(products[0]!)
    const { checkout } = shop

    await checkout.fillBilling({ ...LAGOS, state: 'EN' })
    // Outside Lagos: the rest of Nigeria's flat rate (free shipping from ₦1,000,000), no local pickup.
    expect(await checkout.shippingLabels()).toContain('Flat rate')
    expect(await checkout.shippingLabels()).not.toContain('Local pickup')
    if ((await checkout.shippingLabels()).includes('Free shipping')) {
      // A qualifying free rate is the one chosen.
      await checkout.expectShippingTotal('₦0.00')
    } else {
      await checkout.expectShippingTotal('₦7,500.00')
      // The dearer rate is said, politely, not left for the shopper to find in the total.
      const notice = page.locator('[data-testid="shipping-change-notice"][role="status"]')
      await notice.filter({ hasText: '₦7,500.00' }).waitFor({ timeout: 10_000 })
      expect(await notice.textContent()).toContain('(before: Flat rate, ₦3,500.00)')
    }
    await checkout.fillBilling({ state: 'LA' })
    expect(await checkout.shippingLabels()).toContain('Local pickup')
    await checkout.chooseShipping('Local pickup')
    await checkout.expectShippingTotal('₦0.00')
    expect(sent).toContain('ChangeShippingCounty')
    await checkout.fillNote('Please call before delivery.')
    expect(await page.locator('#checkout-customerNote').getAttribute('placeholder')).toBe(
      'Notes about your order, e.g. special notes for delivery.',
    )
    await checkout.choosePayment('Cash on delivery')
    await page.screenshot({ path: `.tmp/checkout/checkout-${size}.png`, fullPage: true })

    // The answer is held back a moment, so the busy label can be seen.
    await page.route(
      (url) => url.href.startsWith(graphqlUrl),
      async (route) => {
        if (route.request().postData()?.includes('"operationName":"Checkout"'))
          await new Promise((resolve) => setTimeout(resolve, 700))
        await route.continue()
      },
    )
    await checkout.placeOrder()
    await expect.poll(() => checkout.buttonLabel()).toBe('Processing')
    const order = await checkout.expectOrderReceived()
    expect(order.id).toBeGreaterThan(0)
    await expect.poll(() => page.locator('[data-testid="cart-count"]').count()).toBe(0)
    expect(sent.filter((name) => name === 'Checkout')).toHaveLength(1)
  })

  it('an empty submit names every missing field, focuses the first and sends nothing; a reload keeps the draft', async () => {
    const { page, shop, sent } = await withCart(products[0]!)
    const { checkout } = shop
    await checkout.placeOrder()
    await checkout.expectFieldError('billing.firstName', 'First name is a required field.')
    expect(await checkout.fieldErrors()).toEqual([
      'First name is a required field.',
      'Last name is a required field.',
      'Street address is a required field.',
      'Town / City is a required field.',
      'Phone is a required field.',
      'Email address is a required field.',
    ])
    // A new guest's address starts at the store's base location, Lagos, as WooCommerce answers (getCart-no-session).
    expect(await page.locator('#checkout-billing-state').inputValue()).toBe('LA')
    expect(await checkout.focusedId()).toBe('checkout-billing-firstName')
    await page.screenshot({ path: `.tmp/checkout/checkout-errors-${size}.png`, fullPage: true })

    await checkout.fillBilling({ firstName: 'Ngozi', email: 'ngozi@example', phone: '12' })
    await checkout.expectFieldError('billing.email', 'Enter a valid email address, e.g. name@example.com.')
    await checkout.expectFieldError('billing.phone', 'Enter a valid phone number, e.g. +234 803 123 4567.')
    await checkout.placeOrder()
    expect(await checkout.focusedId()).toBe('checkout-billing-lastName')
    expect(sent).not.toContain('Checkout')

    await page.reload()
    await page.locator('[data-testid="checkout-form"]').waitFor({ timeout: 15_000 })
    expect(await checkout.value('billing.firstName')).toBe('Ngozi')
    expect(await checkout.value('billing.email')).toBe('ngozi@example')
  })

  it('a double click on Place order creates exactly one order', async () => {
    const product = products[1]!
    const stockBefore = await stockOf(product.databaseId)
    const { shop, sent } = await withCart(product)
    await shop.checkout.fillBilling(LAGOS)
    await shop.checkout.choosePayment('Cash on delivery')
    await shop.checkout.doubleClickPlaceOrder()
    await shop.checkout.expectOrderReceived()
    expect(sent.filter((name) => name === 'Checkout')).toHaveLength(1)
    expect(await stockOf(product.databaseId)).toBe(stockBefore - 1)
  })

  it('a checkout refused because the stock ran out meanwhile shows the message and keeps the form', async () => {
    const product = products[2]!
    const { page, shop } = await withCart(product)
    await shop.checkout.fillBilling(LAGOS)
    await shop.checkout.fillNote('Leave it with the concierge.')
    await shop.checkout.choosePayment('Cash on delivery')
    await buyAllStock(product)

    await shop.checkout.placeOrder()
    await shop.checkout.expectFailure(
      `Sorry, "${product.name}" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`,
    )
    expect(new URL(page.url()).pathname).toBe('/checkout')
    expect(await shop.checkout.value('billing.firstName')).toBe(LAGOS.firstName)
    expect(await shop.checkout.value('billing.address1')).toBe(LAGOS.address1)
    expect(await shop.checkout.value('billing.state')).toBe('LA')
    expect(await shop.checkout.value('customerNote')).toBe('Leave it with the concierge.')
    await page.screenshot({ path: `.tmp/checkout/checkout-refused-${size}.png` })
  })

  it('a returning customer logs in from the checkout, comes back to it and finds the saved addresses, no account fields', async () => {
    const page = await shopper.newPage({ viewport })
    const { account, cart, checkout } = shopOn(page)
    await page.goto(`${shopUrl}/product/${products[0]!.slug}`, { waitUntil: 'networkidle' })
    await cart.add()
    await checkout.openForm(shopUrl)
    await page.locator('[data-testid="checkout-login"] a').click()
    await page.waitForURL(/\/my-account\?redirect=%2Fcheckout$/)
    await account.login('demo', 'demo-password')
    await page.waitForURL(`${shopUrl}/checkout`)
    await account.expectHeaderName('demo')
    expect(await page.locator('[data-testid="checkout-login"]').count()).toBe(0)

    const login = await gql<{ login: { customer: { billing: Record<string, string> } } }>(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo-password" } }) {
        customer { billing { firstName lastName address1 city state country phone email } } } }`,
    )
    const saved = login.login.customer.billing
    await expect.poll(() => checkout.value('billing.address1')).toBe(saved.address1)
    for (const field of ['firstName', 'lastName', 'city', 'state', 'country', 'phone', 'email'])
      expect(await checkout.value(`billing.${field}`), field).toBe(saved[field])
    expect(await page.locator('[data-testid="create-account"]').count()).toBe(0)
  })

  it('says when a change of state makes shipping dearer', async () => {
    // A cart under free shipping's ₦1,000,000: Lagos ships at ₦3,500, the rest of Nigeria at ₦7,500.
    const data = await gql<{ products: { nodes: Array<Product & { virtual: boolean; price: string }> } }>(
      `{ products(first: 100, where: { categoryIn: ["accessories"], typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) {
        nodes { databaseId slug name ... on SimpleProduct { stockQuantity virtual price(format: RAW) } } } }`,
    )
    const cheap = data.products.nodes.filter(
      (p) => !p.virtual && p.stockQuantity >= 3 && Number(p.price) < 1_000_000,
    )
    const { page, shop } = await withCart(cheap[size === 'phone' ? 0 : 1] ?? cheap[0]!)
    const notice = page.locator('[data-testid="shipping-change-notice"][role="status"]')
    await shop.checkout.fillBilling({ ...LAGOS, state: 'LA' })
    await shop.checkout.expectShippingTotal('₦3,500.00')
    await shop.checkout.fillBilling({ state: 'EN' })
    await shop.checkout.expectShippingTotal('₦7,500.00')
    await notice.filter({ hasText: '₦7,500.00' }).waitFor({ timeout: 10_000 })
    expect(await notice.textContent()).toBe(
      'Shipping to your new address: Flat rate, ₦7,500.00 (before: Flat rate, ₦3,500.00).',
    )
    await page.screenshot({ path: `.tmp/checkout/checkout-shipping-notice-${size}.png` })
  })

  it('a gift card (virtual-only cart) asks for no delivery: no shipping section or methods, no cash on delivery', async () => {
    const data = await gql<{ products: { nodes: Product[] } }>(
      `{ products(first: 10, where: { categoryIn: ["gift-cards"] }) { nodes { databaseId slug name } } }`,
    )
    const giftCard = data.products.nodes[size === 'phone' ? 0 : 1] ?? data.products.nodes[0]!
    const { page, shop } = await withCart({ ...giftCard, stockQuantity: 0 })
    expect(await page.locator('[data-testid="shipping-section"]').count()).toBe(0)
    expect(await page.locator('[data-testid="order-review"] [data-testid="shipping-methods"]').count()).toBe(
      0,
    )
    // The setting hideBillingAddressForVirtualProducts is off by default: the billing address is asked for.
    expect(await page.locator('#checkout-billing-address1').count()).toBe(1)
    await shop.checkout.fillBilling(LAGOS)
    await page.screenshot({ path: `.tmp/checkout/checkout-gift-card-${size}.png` })
    // Cash on delivery does not accept virtual orders: a gift card is paid by card.
    const titles = await page.locator('.payment-option-title').allTextContents()
    expect(titles).toEqual(['Credit card'])
    const popup = await shop.checkout.payByCard()
    await popup.approve()
    await shop.checkout.expectOrderReceived()
  })
})
