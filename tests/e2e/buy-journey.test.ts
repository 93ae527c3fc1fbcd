import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { gqlAnswer, stockedPicks, type StockedPick } from './support/graphql'
import { shopOn, type AddressDetails } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')

type Pick = StockedPick

const gql = async <T>(query: string, headers: Record<string, string> = {}): Promise<T> =>
  (await gqlAnswer<T>(graphqlUrl, query, headers)).data

/**
 * Empties an account's saved cart: the e2e suites share one backend, and earlier journeys may have left
 * lines in the demo customer's cart (a guest cart merges into it on login).
 */
async function emptySavedCart(username: string, password: string): Promise<void> {
  const { login } = await gql<{ login: { authToken: string; sessionToken: string } }>(
    `mutation { login(input: { provider: PASSWORD, credentials: { username: "${username}", password: "${password}" } }) {
      authToken sessionToken } }`,
  )
  // 'Cart is empty' when there is nothing to clear: fine either way.
  await gql(`mutation { emptyCart(input: { clearPersistentCart: true }) { cart { isEmpty } } }`, {
    authorization: `Bearer ${login.authToken}`,
    'woocommerce-session': `Session ${login.sessionToken}`,
  })
}

const pickProducts = () => stockedPicks(graphqlUrl)

/** From wherever the shopper is: the header's search, then the product's card in the results. */
async function findAndOpen(page: Page, product: Pick): Promise<void> {
  const toggle = page.locator('.search-toggle')
  if (await toggle.isVisible()) await toggle.click()
  const search = page.locator('.header .search-form input')
  await search.fill(product.name)
  await search.press('Enter')
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.has('search'))
  await page.locator(`[data-testid="product-card"] a[href="/product/${product.slug}"]`).first().click()
  await page.waitForURL(`${shopUrl}/product/${product.slug}`)
  for (const { name, value } of product.choice) await page.getByTestId(`option-${name}-${value}`).click()
}

const IKEJA: AddressDetails = {
  firstName: 'Tunde',
  lastName: 'Bakare',
  address1: '4 Allen Avenue',
  city: 'Ikeja',
  country: 'NG',
  state: 'LA',
  postcode: '100271',
  phone: '+234 809 555 0101',
  email: 'tunde.journey@example.com',
}

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''))

/**
 * A shopper's whole purchase, as issue 10 describes it: from the home page, a simple and a variable
 * product into the cart, a quantity change, WELCOME10 applied and removed, another shipping method,
 * checkout with cash on delivery, and the order-received page — after a reload and in a second tab, but
 * not in a stranger's browser, key or no key. Then the same as the demo customer.
 */
describe.each(Object.entries(VIEWPORTS))('buying on a %s', (size, viewport) => {
  const shopper = new Shopper()
  let picks: { simple: Pick[]; variable: Pick[] }
  // Each journey takes its own products, so the two viewports and the two shoppers do not share stock.
  const slot = size === 'phone' ? 0 : 2

  beforeAll(async () => {
    picks = await pickProducts()
    expect(picks.simple.length, 'shippable simple products').toBeGreaterThanOrEqual(4)
    expect(picks.variable.length, 'variable products with stock').toBeGreaterThanOrEqual(4)
  })
  afterAll(() => shopper.close())

  /** Home → two products in the cart → quantity, coupon, shipping → the checkout form. */
  async function fillCart(page: Page, n: number): Promise<void> {
    const { cart, checkout } = shopOn(page)
    const simple = picks.simple[slot + n]!
    const variable = picks.variable[slot + n]!
    await page.goto(shopUrl, { waitUntil: 'networkidle' })
    await findAndOpen(page, simple)
    await cart.add()
    await cart.expectPanelOpenWithLines()
    await cart.closeByOverlay()
    await findAndOpen(page, variable)
    await cart.add()
    await cart.expectPanelOpenWithLines()
    await cart.settled()
    await cart.expectCount(2)

    await cart.step(1, simple.name)
    await cart.expectQuantity(2, simple.name)
    await cart.expectCount(3)

    const before = await cart.totals()
    await cart.applyCoupon('WELCOME10')
    await cart.expectCoupons(['WELCOME10'])
    const discounted = await cart.totals()
    expect(discounted.discount).toBeCloseTo(before.subtotal * 0.1, 2)
    await cart.removeCoupon('WELCOME10')
    await cart.expectCoupons([])
    await cart.expectDiscount(null)

    await cart.chooseShipping('Local pickup')
    const final = await cart.totals()
    expect(final.shipping).toBe(0)
    expect(final.total).toBeCloseTo(final.subtotal + final.tax, 2)

    await checkout.openForm(shopUrl)
  }

  /** The order-received page shows the order with the total the checkout showed. */
  async function expectReceipt(page: Page, id: number, total: string, received: boolean) {
    const { order } = shopOn(page)
    await order.expectReceipt(id, { received })
    await order.expectTotal('grand-total', total)
    expect(await order.lines()).toHaveLength(2)
  }

  /** The receipt again after a reload and in a second tab of the same browser (the order it placed is kept). */
  async function expectReceiptKept(page: Page, id: number, total: string) {
    await page.reload()
    await expectReceipt(page, id, total, true)
    const secondTab = await page.context().newPage()
    await secondTab.goto(page.url())
    await expectReceipt(secondTab, id, total, true)
    await secondTab.close()
  }

  it('a guest buys with cash on delivery and reaches the order again by its link, a stranger does not', async () => {
    const page = await shopper.newPage({ viewport })
    const { cart, checkout, order } = shopOn(page)
    await fillCart(page, 0)
    await checkout.fillBilling(IKEJA)
    await checkout.settled()
    await checkout.chooseShipping('Local pickup')
    await checkout.settled()
    await checkout.expectShippingTotal('₦0.00')
    const total = await checkout.total()
    await checkout.choosePayment('Cash on delivery')
    await checkout.placeOrder()
    const placed = await checkout.expectOrderReceived()
    await expectReceipt(page, placed.id, total, true)
    expect(amount(total)).toBeGreaterThan(0)
    await cart.expectCount(0)

    await expectReceiptKept(page, placed.id, total)

    const stranger = await shopper.newPage({ viewport })
    await shopOn(stranger).order.open(shopUrl, `/checkout/order-received/${placed.id}?key=${placed.key}`)
    await shopOn(stranger).order.expectNotFound()
    await shopOn(stranger).order.open(shopUrl, `/order-summary/${placed.id}`)
    await shopOn(stranger).order.expectNotFound()
    await order.expectTotal('shipping', '₦0.00')
  })

  it('the demo customer buys with the saved address filled in and reaches the order by its id alone', async () => {
    await emptySavedCart('demo', 'demo-password')
    const page = await shopper.newPage({ viewport })
    const { account, checkout } = shopOn(page)
    await account.open(shopUrl)
    await account.login('demo', 'demo-password')
    await account.expectSignedInAs('demo')
    await fillCart(page, 1)
    await expect.poll(() => checkout.value('billing.address1')).not.toBe('')
    await checkout.settled()
    const total = await checkout.total()
    await checkout.choosePayment('Cash on delivery')
    await checkout.placeOrder()
    const placed = await checkout.expectOrderReceived()
    await expectReceipt(page, placed.id, total, true)
    await expectReceiptKept(page, placed.id, total)

    // A customer reaches their own order by its id alone.
    await shopOn(page).order.open(shopUrl, `/order-summary/${placed.id}`)
    await expectReceipt(page, placed.id, total, false)
  })
})
