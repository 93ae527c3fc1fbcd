import { mkdir } from 'node:fs/promises'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { inStockSimpleProducts } from './support/graphql'
import { keepInBrowser, placeGuestOrder } from './support/place-order'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SCREENS = `${process.env.E2E_TMP || '.tmp'}/screens`

interface ProductPayload {
  product: { type: string; stockStatus: string; reviewCount: number; onSale: boolean; madeToOrder: boolean }
}

/**
 * A prerendered product with no reviews and no flag (nothing of its own beside its name), in stock now: of the live
 * in-stock simple products, the one with the most left (other suites buy the first ones while this one runs).
 */
async function plainProductWithoutReviews(): Promise<string> {
  const ids = (await (await fetch(`${shopUrl}/builds/latest.json`)).json()) as { id: string }
  const meta = (await (await fetch(`${shopUrl}/builds/meta/${ids.id}.json`)).json()) as {
    prerendered: string[]
  }
  const live = await inStockSimpleProducts<{ slug: string; stockQuantity: number | null }>(graphqlUrl)
  const mostLeft = live.sort(
    (a, b) => (b.stockQuantity ?? Number.MAX_SAFE_INTEGER) - (a.stockQuantity ?? Number.MAX_SAFE_INTEGER),
  )
  for (const { slug, stockQuantity } of mostLeft) {
    const path = `/product/${slug}`
    if (!meta.prerendered.includes(path) || (stockQuantity !== null && stockQuantity < 5)) continue
    const { product } = (await (await fetch(`${shopUrl}${path}/_payload.json`)).json()) as ProductPayload
    if (product.reviewCount === 0 && !product.onSale && !product.madeToOrder) return path
  }
  throw new Error('No product in stock without reviews and flags in the build')
}

/** Issue 36's leftovers: one minus sign for discounts, one Total in the cart, no gap for reviews a product lacks. */
describe('the walkthrough’s leftovers', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('a discount reads with the same minus sign in the cart and on the order page', async () => {
    const order = await placeGuestOrder(graphqlUrl)
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await keepInBrowser(page, order)
    const { cart } = shopOn(page)
    await page.goto(`${shopUrl}${await plainProductWithoutReviews()}`, { waitUntil: 'networkidle' })
    await cart.add()
    await cart.expectPanelOpenWithLines()
    await cart.applyCoupon('WELCOME10')
    await cart.settled()
    const inCart = (await page.getByTestId('cart-discount').textContent()) ?? ''
    await page.goto(`${shopUrl}/checkout/order-received/${order.databaseId}?key=${order.orderKey}`)
    const row = page.locator('[data-testid="order-discount"] .order-amount')
    await row.waitFor({ timeout: 15_000 })
    const onOrder = (await row.textContent()) ?? ''
    expect(inCart.startsWith('−₦')).toBe(true)
    expect(onOrder).toBe(`−${order.discountTotal}`)
  })

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    it(`${name}: the cart panel says "Total" once`, async () => {
      const page = await shopper.newPage({ viewport })
      const { cart } = shopOn(page)
      await page.goto(`${shopUrl}${await plainProductWithoutReviews()}`, { waitUntil: 'networkidle' })
      await cart.add()
      await cart.expectPanelOpenWithLines()
      await cart.settled()
      const panel = page.locator('[data-testid="cart-panel"]')
      const totals = await panel.evaluate(
        (el) =>
          [...el.querySelectorAll('*')].filter(
            (node) => node.children.length === 0 && node.textContent?.trim() === 'Total',
          ).length,
      )
      expect(totals).toBe(1)
      // The one Total is the order's total, beside the checkout button.
      expect(await panel.getByTestId('cart-total').textContent()).toMatch(/^₦[\d,]+\.\d{2}$/)
      await mkdir(SCREENS, { recursive: true })
      await page.screenshot({ path: `${SCREENS}/cart-panel-${name}.png` })
    })

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    it(`${name}: a product without reviews has no empty row under its title`, async () => {
      const page = await shopper.newPage({ viewport })
      await page.goto(`${shopUrl}${await plainProductWithoutReviews()}`, { waitUntil: 'networkidle' })
      const empty = await page
        .locator('.product-summary')
        .evaluate((summary) =>
          [...summary.children]
            .filter((child) => child.getBoundingClientRect().height === 0 || !child.textContent?.trim())
            .map((child) => child.className),
        )
      expect(empty).toEqual([])
      await mkdir(SCREENS, { recursive: true })
      await page.screenshot({ path: `${SCREENS}/product-no-reviews-${name}.png` })
    })
})
