import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { stockedPicks, type StockedPick } from './support/graphql'
import { shopOn, type AddressDetails } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SCREENSHOTS = `${process.env.E2E_TMP || '.tmp'}/order-summary`

const CHIOMA: AddressDetails = {
  firstName: 'Chioma',
  lastName: 'Okafor',
  address1: '12 Admiralty Way',
  city: 'Lekki',
  country: 'NG',
  state: 'LA',
  postcode: '106104',
  phone: '08031234567',
  // The same email for every order of this suite: a guest's order creates no account that would refuse the next.
  email: 'chioma.orders@example.com',
}

interface Placed {
  id: number
  key: string
  total: string
  link: string
}

/**
 * The order-received page as a real WooCommerce allows it (issue 20): the order the `checkout` answered,
 * kept by the browser that placed it (a reload and a new tab show it), the session's own orders when that
 * copy is gone, the owner's order by id, and "not found" for everybody else.
 */
describe.each(Object.entries(VIEWPORTS))('the order-received page on a %s', (name, viewport) => {
  const shopper = new Shopper()
  let picks: { simple: StockedPick[]; variable: StockedPick[] }
  // Products of their own: other suites buy the first ones.
  const slot = name === 'phone' ? 4 : 6
  const pick = (list: StockedPick[], n: number) => list[(slot + n) % list.length]!
  let guest: { page: Page; placed: Placed; simple: StockedPick; variable: StockedPick }

  beforeAll(async () => {
    picks = await stockedPicks(graphqlUrl)
  })
  afterAll(() => shopper.close())

  /** A simple product twice and a variation into the cart, then checkout as a guest with cash on delivery. */
  async function buyAsGuest(page: Page, n: number) {
    const { cart, checkout } = shopOn(page)
    const simple = pick(picks.simple, n)
    const variable = pick(picks.variable, n)
    await page.goto(`${shopUrl}/product/${simple.slug}`, { waitUntil: 'networkidle' })
    await cart.add()
    await cart.expectPanelOpenWithLines()
    await cart.step(1, simple.name)
    await cart.expectQuantity(2, simple.name)
    await page.goto(`${shopUrl}/product/${variable.slug}`, { waitUntil: 'networkidle' })
    for (const choice of variable.choice)
      await page.getByTestId(`option-${choice.name}-${choice.value}`).click()
    await cart.add()
    await cart.expectPanelOpenWithLines()
    await checkout.openForm(shopUrl)
    await checkout.fillBilling(CHIOMA)
    await checkout.settled()
    await checkout.choosePayment('Cash on delivery')
    const total = await checkout.total()
    await checkout.placeOrder()
    const { id, key } = await checkout.expectOrderReceived()
    const placed: Placed = { id, key, total, link: `/checkout/order-received/${id}?key=${key}` }
    return { placed, simple, variable }
  }

  async function expectGuestReceipt(page: Page) {
    const { order } = shopOn(page)
    await order.expectReceipt(guest.placed.id, { received: true })
    await order.expectTotal('grand-total', guest.placed.total)
    const lines = await order.lines()
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`${guest.simple.name} × 2`)
    // The variation line names its chosen attributes by their term names ("Color: Silver RAM: 16GB").
    expect(lines[1]).toMatch(new RegExp(`^${guest.variable.name} × 1 Color: \\S+`))
  }

  it('shows a guest’s order after checkout, after a reload and in a new tab of the same browser', async () => {
    const page = await shopper.newPage({ viewport })
    guest = { page, ...(await buyAsGuest(page, 0)) }
    await expectGuestReceipt(page)
    expect(await page.title()).toMatch(/^Order summary - /)
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="order-billing"]')?.textContent?.includes('Lagos'),
    )
    const billing = page.locator('[data-testid="order-billing"]')
    expect(await billing.evaluate((el) => (el as HTMLElement).innerText.split('\n'))).toEqual([
      'Billing address',
      'Chioma Okafor',
      '12 Admiralty Way',
      'Lekki, Lagos 106104',
      'Nigeria',
      '08031234567',
      'chioma.orders@example.com',
    ])
    await page.screenshot({ path: `${SCREENSHOTS}/order-received-${name}.png`, fullPage: true })

    await page.reload()
    await expectGuestReceipt(page)

    const tab = await page.context().newPage()
    await tab.goto(shopUrl + guest.placed.link)
    await expectGuestReceipt(tab)
    await tab.close()
  })

  it('tells a stranger with the same link that the order cannot be found', async () => {
    const stranger = await shopper.newPage({ viewport })
    const { order } = shopOn(stranger)
    await order.open(shopUrl, guest.placed.link)
    await order.expectNotFound()
    await stranger.screenshot({ path: `${SCREENSHOTS}/order-not-found-${name}.png`, fullPage: true })
    await order.open(shopUrl, `/order-summary/${guest.placed.id}`)
    await order.expectNotFound()
  })

  it('places a second guest order with the same email: the first made no account', async () => {
    const page = await shopper.newPage({ viewport })
    const sent: { query: string; variables: Record<string, unknown> }[] = []
    page.on('request', (request) => {
      const body = request.postData()
      if (body?.includes('"operationName":"Checkout"')) sent.push(JSON.parse(body))
    })
    const { placed } = await buyAsGuest(page, 1)
    await shopOn(page).order.expectReceipt(placed.id, { received: true })
    // What a real WooCommerce would take as "create an account" (recorded Checkout-guest-cod-ok) is not sent.
    expect(sent).toHaveLength(1)
    expect(sent[0]!.variables.account).toBeNull()
    expect(sent[0]!.query).not.toMatch(/\$account: CreateAccountInput\s*=/)
  })

  it('reads the order from the session when the browser’s copy is gone, with a retry if the shop is unreachable', async () => {
    const { page } = guest
    const { order } = shopOn(page)
    await page.evaluate(() => localStorage.removeItem('placedOrders'))
    const isOrderRead = (url: string, body: string | null) => (body ?? url).includes('getOrders')
    await page.route(`${graphqlUrl}**`, (route) =>
      isOrderRead(route.request().url(), route.request().postData()) ? route.abort() : route.continue(),
    )
    await order.open(shopUrl, guest.placed.link)
    await order.expectLoadFailed()
    await page.unroute(`${graphqlUrl}**`)
    await order.retry()
    await expectGuestReceipt(page)
  })

  it('shows a signed-in customer their own order with its downloads, by id', async () => {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    await shop.account.open(shopUrl)
    await shop.account.login('demo', 'demo-password')
    await shop.account.expectSignedInAs('demo')
    // #2: the demo's order of the unlimited download (#1, the oldest, is the licence with a limit and an expiry).
    await shop.order.open(shopUrl, '/order-summary/2')
    await shop.order.expectReceipt(2, { received: false })
    const download = page.locator('[data-testid="order-download"]')
    expect(await download.count()).toBe(1)
    expect(await download.locator('a').getAttribute('href')).toContain('download_file=')
    expect(await download.textContent()).toContain('Unlimited')
    await page.screenshot({ path: `${SCREENSHOTS}/order-summary-downloads-${name}.png`, fullPage: true })
    // /order-summary without an id: their latest order.
    await shop.order.open(shopUrl, '/order-summary')
    await page.locator('[data-testid="order-receipt"]').waitFor()
    // Not the guest's order, whose id they may guess.
    await shop.order.open(shopUrl, `/order-summary/${guest.placed.id}`)
    await shop.order.expectNotFound()
  })
})
