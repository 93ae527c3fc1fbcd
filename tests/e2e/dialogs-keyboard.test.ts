import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { expectPageBehindInert, expectTabTrapped, focusedTestId, focusIsIn } from './support/dialog-keys'
import { stockedPicks } from './support/graphql'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')

type Texts = Record<string, Record<string, string>>
const texts = (file: string): Texts => JSON.parse(readFileSync(file, 'utf8')) as Texts
const CART = '[data-testid="cart-panel"]'
const MENU = '[data-testid="mobile-menu"]'
const FILTERS = '#listing-filters'

/** Opens `path` in `locale` (stored as the shopper's choice) and waits until the page is live in it. */
async function openIn(page: Page, path: string, locale: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale)
  await page.goto(shopUrl + path, { waitUntil: 'networkidle' })
  const lang = locale.replace('_', '-')
  await page.waitForFunction((l) => document.documentElement.lang === l, lang)
  await page.waitForFunction(() => window.__earlyActions?.live['open-cart'] === true)
}

describe.each(['en_US', 'de_DE'])('dialogs by keyboard (%s)', (locale) => {
  const shopper = new Shopper()
  const first = texts(`locales/${locale}.json`)
  const shop = texts(`locales/shop/${locale}.json`)
  let productPath: string
  beforeAll(async () => {
    const { simple } = await stockedPicks(graphqlUrl)
    productPath = `/product/${simple[0]!.slug}`
  })
  afterAll(() => shopper.close())

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the cart panel opened by Add to cart, then by the header's button (${size})`, async () => {
      const page = await shopper.newPage({ viewport })
      await openIn(page, productPath, locale)
      await page.waitForFunction(() => window.__earlyActions?.live['add-to-cart'] === true)
      await page.getByTestId('add-to-cart').focus()
      await page.keyboard.press('Enter')
      await page.locator(`${CART}.is-open [data-testid="cart-line"]`).waitFor()

      const dialog = page.getByRole('dialog', { name: shop.cart!.title })
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      await expect.poll(() => focusIsIn(page, CART)).toBe(true)
      await expectPageBehindInert(page)
      await expectTabTrapped(page, CART)
      await page.keyboard.press('Escape')
      await page.waitForFunction((sel) => !document.querySelector(`${sel}.is-open`), CART)
      expect(await focusedTestId(page)).toBe('add-to-cart')
      expect(await page.evaluate(() => document.querySelector('main')?.inert)).toBe(false)

      // Again from the header's cart button: focus goes back there.
      await page.getByTestId('cart-trigger').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => focusIsIn(page, `${CART}.is-open`)).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => focusedTestId(page)).toBe('cart-trigger')
    })
  }

  it('the mobile menu (phone)', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await openIn(page, '/', locale)
    const toggle = page.getByRole('button', { name: first.nav!.menu, exact: true })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: first.nav!.menu })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await expect.poll(() => focusIsIn(page, `${MENU}.is-open`)).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      first.nav!.close,
    )
    await expectPageBehindInert(page)
    await expectTabTrapped(page, MENU)
    await page.keyboard.press('Escape')
    await page.waitForFunction((sel) => !document.querySelector(`${sel}.is-open`), MENU)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      first.nav!.menu,
    )
  })

  it('the listing’s filter panel (phone)', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await openIn(page, '/products', locale)
    const toggle = page.locator('.filter-toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: first.filters!.title })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await expect.poll(() => focusIsIn(page, FILTERS)).toBe(true)
    // The panel is inside the page's main: what is around it there is inert.
    await expectPageBehindInert(page, ['header', '.listing-main', 'footer'])
    await expectTabTrapped(page, FILTERS)
    await page.keyboard.press('Escape')
    await page.waitForFunction((sel) => !document.querySelector(`${sel}.filter-panel-open`), FILTERS)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('filter-toggle'))).toBe(true)
  })
})
