import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { placeGuestOrder, type PlacedOrder } from './support/place-order'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SCREENSHOTS = `${process.env.E2E_TMP || '.tmp'}/order-summary`

describe.each(Object.entries(VIEWPORTS))('the order-received page on a %s', (name, viewport) => {
  const shopper = new Shopper()
  let order: PlacedOrder
  let link: string

  beforeAll(async () => {
    order = await placeGuestOrder(graphqlUrl)
    link = `/checkout/order-received/${order.databaseId}?key=${order.orderKey}`
  })
  afterAll(() => shopper.close())

  it('shows the order with its lines and totals, after a reload too', async () => {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    await shop.order.open(shopUrl, link)
    await shop.order.expectReceipt(order.databaseId, { received: true })
    expect(await page.title()).toMatch(/^Order summary - /)
    await shop.order.expectTotal('subtotal', order.subtotal)
    await shop.order.expectTotal('discount', `-${order.discountTotal}`)
    await shop.order.expectTotal('shipping', order.shippingTotal)
    await shop.order.expectTotal('tax', order.totalTax)
    await shop.order.expectTotal('grand-total', order.total)
    const lines = await shop.order.lines()
    expect(lines).toHaveLength(2)
    const [simple, variable] = order.lineItems.nodes as [
      PlacedOrder['lineItems']['nodes'][number],
      PlacedOrder['lineItems']['nodes'][number],
    ]
    expect(lines[0]).toBe(`${simple.product.node.name} × 2`)
    // The variation line names its chosen attributes ("Color: Silver RAM: 16GB").
    expect(lines[1]).toMatch(new RegExp(`^${variable.product.node.name} × 1 Color: \\S+`))
    const billing = page.locator('[data-testid="order-billing"]')
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="order-billing"]')?.textContent?.includes('Lagos'),
    )
    expect(await billing.evaluate((el) => (el as HTMLElement).innerText.split('\n'))).toEqual([
      'Billing address',
      'Chioma Okafor',
      '12 Admiralty Way',
      'Lekki, Lagos 106104',
      'Nigeria',
      '08031234567',
      'chioma@example.com',
    ])
    await page.screenshot({ path: `${SCREENSHOTS}/order-received-${name}.png`, fullPage: true })

    await page.reload()
    await shop.order.expectReceipt(order.databaseId, { received: true })
    await shop.order.expectTotal('grand-total', order.total)
  })

  it('shows it in a new browser with the same link, and not without the key', async () => {
    const other = shopOn(await shopper.newPage({ viewport }))
    await other.order.open(shopUrl, link)
    await other.order.expectReceipt(order.databaseId, { received: true })
    await other.order.expectTotal('grand-total', order.total)

    const stranger = await shopper.newPage({ viewport })
    await shopOn(stranger).order.open(shopUrl, `/checkout/order-received/${order.databaseId}`)
    await shopOn(stranger).order.expectNotFound()
    await stranger.screenshot({ path: `${SCREENSHOTS}/order-not-found-${name}.png`, fullPage: true })
  })

  it('offers a retry when the shop cannot be reached, which then shows the order', async () => {
    const page = await shopper.newPage({ viewport })
    const isOrderRead = (url: string, body: string | null) => (body ?? url).includes('getOrderByKey')
    await page.route(`${graphqlUrl}**`, (route) =>
      isOrderRead(route.request().url(), route.request().postData()) ? route.abort() : route.continue(),
    )
    const shop = shopOn(page)
    await shop.order.open(shopUrl, link)
    await shop.order.expectLoadFailed()
    await page.unroute(`${graphqlUrl}**`)
    await shop.order.retry()
    await shop.order.expectReceipt(order.databaseId, { received: true })
  })

  it('shows a signed-in customer their own order with its downloads, by id', async () => {
    const page = await shopper.newPage({ viewport })
    const shop = shopOn(page)
    await shop.account.open(shopUrl)
    await shop.account.login('demo', 'demo-password')
    await shop.account.expectSignedInAs('Demo')
    await shop.order.open(shopUrl, '/order-summary/1')
    await shop.order.expectReceipt(1, { received: false })
    const download = page.locator('[data-testid="order-download"]')
    expect(await download.count()).toBe(1)
    expect(await download.locator('a').getAttribute('href')).toContain('download_file=')
    expect(await download.textContent()).toContain('Unlimited')
    await page.screenshot({ path: `${SCREENSHOTS}/order-summary-downloads-${name}.png`, fullPage: true })
    // /order-summary without an id: their latest order.
    await shop.order.open(shopUrl, '/order-summary')
    await page.locator('[data-testid="order-receipt"]').waitFor()
    // Not the guest's order, whose id they may guess.
    await shop.order.open(shopUrl, `/order-summary/${order.databaseId}`)
    await shop.order.expectNotFound()
  })
})
