import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { gqlAnswer, stockedPicks } from './support/graphql'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SHOTS = process.env.CART_SHOTS // a folder: screenshots of the open panel are saved there

interface Picks {
  simple: { name: string; path: string }
  variable: { name: string; path: string; choice: { name: string; value: string }[] }
}

const gql = <T>(query: string) => gqlAnswer<T>(graphqlUrl, query)

/** A shippable simple product and a variation with stock for a few units, from the shop's catalogue. */
async function pickProducts(): Promise<Picks> {
  const {
    simple: [simple],
    variable: [variable],
  } = await stockedPicks(graphqlUrl)
  if (simple && variable)
    return {
      simple: { name: simple.name, path: `/product/${simple.slug}` },
      variable: { name: variable.name, path: `/product/${variable.slug}`, choice: variable.choice },
    }
  throw new Error('The catalogue has no shippable simple product or variation with stock for 5')
}

/** GraphQL operations the page sends, by name. */
function operationsOf(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(graphqlUrl) || request.method() !== 'POST') return
    names.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?')
  })
  return names
}

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount)

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

describe('the cart panel', () => {
  const shopper = new Shopper()
  let picks: Picks
  let badCodeMessage: string
  beforeAll(async () => {
    picks = await pickProducts()
    // What the backend says to anyone applying this code: the field must show exactly that.
    const refusal = await gql('mutation { applyCoupon(input: { code: "NOT-A-CODE" }) { applied { code } } }')
    badCodeMessage = refusal.errors![0]!.message
  })
  afterAll(() => shopper.close())

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`takes a simple and a variable product through quantities, coupons, shipping and removal (${size})`, async () => {
      const page = await shopper.newPage({ viewport })
      const operations = operationsOf(page)
      const { cart } = shopOn(page)

      // A simple product: the panel opens by itself after the add (autoOpenCart).
      await page.goto(shopUrl + picks.simple.path, { waitUntil: 'networkidle' })
      await cart.add()
      await cart.expectPanelOpenWithLines()
      await cart.closeByOverlay()

      // A variation, chosen on its product page.
      await page.goto(shopUrl + picks.variable.path, { waitUntil: 'networkidle' })
      for (const { name, value } of picks.variable.choice)
        await page.getByTestId(`option-${name}-${value}`).click()
      await cart.add()
      await cart.expectPanelOpenWithLines()
      await cart.settled()
      await cart.expectCount(2)
      const variableLine = cart.line(picks.variable.name)
      expect(await variableLine.getByTestId('cart-line-variation').textContent()).toMatch(/:/)
      await screenshot(page, `${size}-two-lines`)

      // The stepper and the field.
      await cart.step(1, picks.simple.name)
      await cart.expectQuantity(2, picks.simple.name)
      const before = operations.filter((name) => name === 'UpDateCartQuantity').length
      await cart.setQuantity(3, picks.variable.name)
      await cart.expectQuantity(3, picks.variable.name)
      expect(operations.filter((name) => name === 'UpDateCartQuantity').length - before).toBe(1)
      await cart.expectCount(5)
      await cart.setQuantity('two', picks.variable.name)
      await cart.expectQuantityRefused(3, picks.variable.name)

      // Each line is its unit price times its quantity, and the totals add up.
      for (const [name, quantity] of [
        [picks.simple.name, 2],
        [picks.variable.name, 3],
      ] as const) {
        const line = cart.line(name)
        const unit = Number((await line.getByTestId('cart-line-unit').textContent())!.replace(/[^\d.]/g, ''))
        expect(await line.getByTestId('cart-line-subtotal').textContent()).toBe(naira(unit * quantity))
      }
      const plain = await cart.totals()
      expect(plain.discount).toBe(0)
      expect(plain.total).toBeCloseTo(plain.subtotal + plain.shipping + plain.tax, 2)

      // A code the shop does not know: the backend's message, the code kept.
      await cart.applyCoupon('NOT-A-CODE')
      // WooCommerce escapes the quotes in it (`&quot;`) and lower-cases the code; the shopper reads quotes and
      // the code as typed.
      expect(badCodeMessage).toContain('&quot;not-a-code&quot;')
      await cart.expectCouponError(
        badCodeMessage.replaceAll('&quot;not-a-code&quot;', '"NOT-A-CODE"'),
        'NOT-A-CODE',
      )
      // Markup in a code (echoed by the refusal) stays text.
      await cart.applyCoupon('<img src=x onerror=window.__pwned=1>')
      await page.getByTestId('cart-panel').getByTestId('coupon-error').waitFor()
      expect(await page.getByTestId('cart-panel').locator('[data-testid="coupon-error"] img').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

      // WELCOME10, while its answer is on the way: the panel is busy and Checkout is disabled.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(graphqlUrl, async (route) => {
        if ((route.request().postData() ?? '').includes('"operationName":"applyCoupon"')) await held
        await route.continue()
      })
      await page.getByTestId('cart-panel').getByTestId('coupon-input').fill('WELCOME10')
      await page.getByTestId('cart-panel').getByTestId('coupon-apply').click()
      await cart.expectCheckoutEnabled(false)
      expect(await page.getByTestId('cart-status').textContent()).toBe('Updating your cart…')
      await screenshot(page, `${size}-updating`)
      release()
      await cart.settled()
      await page.unroute(graphqlUrl)
      await cart.expectCheckoutEnabled(true)
      await cart.expectCoupons(['WELCOME10'])
      const discount = Math.round(plain.subtotal * 10) / 100
      await cart.expectDiscount(`−${naira(discount)}`)
      const discounted = await cart.totals()
      expect(discounted.total).toBeCloseTo(
        discounted.subtotal - discounted.discount + discounted.shipping + discounted.tax,
        2,
      )
      expect(discounted.total).toBeLessThan(plain.total)
      await screenshot(page, `${size}-coupon`)

      await cart.removeCoupon('WELCOME10')
      await cart.expectCoupons([])
      await cart.expectDiscount(null)
      await cart.expectTotal(naira(plain.total))

      // Another shipping method: the totals follow.
      await cart.chooseShipping('Local pickup')
      await expect.poll(async () => (await cart.totals()).shipping).toBe(0)

      // One line moves to the wishlist; the other goes by its Remove button (phone) or by typing 0
      // (desktop). The empty cart leads back to the shop.
      await cart.moveToWishlist(picks.simple.name)
      await cart.expectCount(3)
      if (size === 'phone') await cart.removeLine(picks.variable.name)
      else await cart.setQuantity(0, picks.variable.name)
      await cart.expectEmpty()
      await cart.expectCount(0)
      await screenshot(page, `${size}-empty`)
      await page.getByTestId('cart-browse').click()
      await page.waitForURL(`${shopUrl}/products`)
      await page.goto(`${shopUrl}/wishlist`, { waitUntil: 'networkidle' })
      await page.getByTestId('wishlist-items').waitFor()
      expect(await page.locator('.product-card-name').allTextContents()).toEqual([picks.simple.name])
    })
  }

  it("slides the panel in on its first opening and shows it in a shopper's stored language: the shop's own texts come with the runtime", async () => {
    const german = JSON.parse(readFileSync('locales/shop/de_DE.json', 'utf8')) as {
      cart: { title: string; subtotal: string }
    }
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.addInitScript(() => localStorage.setItem('locale', 'de_DE'))
    await page.goto(shopUrl + picks.simple.path, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    // The panel's code loads on its first opening, so it first renders open: it must slide in all the same.
    const shifts = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = []
          const watch = () => {
            const open = document.querySelector('.cart-panel.is-open')
            if (open) seen.push(new DOMMatrix(getComputedStyle(open).transform).m41)
            if (seen.length < 5) requestAnimationFrame(watch)
            else resolve(seen)
          }
          requestAnimationFrame(watch)
        }),
    )
    await shopOn(page).cart.add()
    const panel = page.locator('[data-testid="cart-panel"].is-open')
    await panel.waitFor()
    const offsets = await shifts
    expect(offsets[0], `the panel's offsets while open: ${offsets.join(', ')}`).toBeGreaterThan(0)
    expect(await panel.getByRole('heading').first().textContent()).toContain(german.cart.title)
    expect(await panel.getByText(german.cart.subtotal, { exact: true }).count()).toBe(1)
    await page.context().close()
  })
})
