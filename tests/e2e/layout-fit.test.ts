import { afterAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { Shopper, VIEWPORTS } from './support/browser'
import { keepInBrowser, placeGuestOrder } from './support/place-order'
import { screenshotDir } from './support/screenshot-dir'
import { AccountSteps } from './support/shop-pages'
import {
  LAYOUT_LOCALES,
  LONG_CUSTOMER,
  LONG_NOTE,
  LONG_USERNAME,
  checkAtWidths,
  openInLocale,
  typeLongCheckoutDraft,
  type LayoutScreen,
} from './support/layout-walk'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
/** Screenshots of these locales (the longest words) at 390, 1024 and 1366 px, for a person to look at. */
const SHOT_LOCALES = ['de_DE', 'fr_FR']
/** `LAYOUT_SCREENS=checkout,listing` walks only those screens (while fixing one); all of them by default. */
const ONLY = process.env.LAYOUT_SCREENS?.split(',') ?? []

interface ListingPayload {
  listing: { products: { slug: string; type: string; stockStatus: string; name: string }[] }
}

/** The signed-in account's tabs besides personal information (`/my-account`). */
const ACCOUNT_TABS = ['addresses', 'password', 'orders', 'downloads', 'wishlist']

/**
 * Every screen, in every locale, at 390, 320, 1024, 1280, 1366 and 1536 px, with a shopper's long name, email, address
 * and note: no sideways scrolling, no boxes drawn over each other, no control cut off, amounts on one line,
 * the shop's name whole on a desktop. One browser page for the guest and one signed in, reused throughout.
 */
describe('layout fits every screen, locale and width', () => {
  const shopper = new Shopper()
  let guest: Page
  let member: Page
  const screens: LayoutScreen[] = []
  afterAll(() => shopper.close())

  // Pages open inside a test (a failing test prints what its page showed), once for all the tests.
  let prepared: Promise<void> | undefined
  const prepare = () => (prepared ??= openPages())
  async function openPages(): Promise<void> {
    const payload = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as ListingPayload
    const products = payload.listing.products
    const variable = products.find((p) => p.type === 'VARIABLE')!
    const simple = products.find((p) => p.type === 'SIMPLE' && p.stockStatus === 'IN_STOCK')!
    const order = await placeGuestOrder(graphqlUrl, { billing: LONG_CUSTOMER, customerNote: LONG_NOTE })

    guest = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await keepInBrowser(guest, order)
    await guest.goto(`${shopUrl}/product/${simple.slug}`, { waitUntil: 'networkidle' })
    await guest.locator('[data-testid="wishlist-button"]').first().click()
    await guest.locator('[data-testid="add-to-cart"]').click()
    await guest.locator('[data-testid="cart-count"]').waitFor()
    await typeLongCheckoutDraft(guest)

    member = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    const account = new AccountSteps(member)
    await account.openWith(shopUrl, '?action=register')
    const username = `${LONG_USERNAME}-${Date.now().toString(36)}`
    await account.register({ username, email: `${username}@example.com`, password: 'long-name-pass-1' })
    await member.locator('[data-testid="account-welcome"]').waitFor()

    screens.push(
      { name: 'home', path: '/' },
      { name: 'listing', path: '/products' },
      { name: 'empty-listing', path: '/products?search=no-such-thing-at-all' },
      { name: 'category', path: '/product-category/desktop' },
      { name: 'product', path: `/product/${variable.slug}` },
      { name: 'categories', path: '/categories' },
      { name: 'warranty', path: '/warranty' },
      { name: 'shipping-and-returns', path: '/shipping-and-returns' },
      { name: 'privacy-policy', path: '/privacy-policy' },
      { name: 'wishlist', path: '/wishlist', ready: '[data-testid="wishlist-items"]' },
      { name: 'checkout', path: '/checkout', ready: '[data-testid="checkout-form"]' },
      { name: 'login', path: '/my-account', ready: '[data-testid="login-form"]' },
      {
        name: 'order-received',
        path: `/checkout/order-received/${order.databaseId}?key=${order.orderKey}`,
        ready: '[data-testid="order-receipt"]',
      },
      { name: 'not-found', path: '/no-such-page' },
    )
  }

  async function walk(page: Page, locale: string, list: LayoutScreen[]): Promise<string[]> {
    const dir = await screenshotDir()
    const problems: string[] = []
    for (const screen of list.filter((s) => !ONLY.length || ONLY.includes(s.name))) {
      await openInLocale(page, shopUrl, screen, locale)
      const shoot = SHOT_LOCALES.includes(locale)
        ? async (width: number) => {
            if (![390, 1024, 1366].includes(width)) return
            const path = `${dir}/fit-${screen.name}-${locale}-${width}.png`
            await page.screenshot({ path, fullPage: true })
          }
        : undefined
      problems.push(...(await checkAtWidths(page, `${locale} ${screen.name}`, shoot)))
    }
    return problems
  }

  it.each(LAYOUT_LOCALES)(
    '%s: every screen, a guest with a cart, the long order',
    async (locale) => {
      await prepare()
      const problems = await walk(guest, locale, screens)
      expect(problems, problems.join('\n')).toEqual([])
    },
    300_000,
  )

  it.each(LAYOUT_LOCALES)(
    '%s: the account tabs and the header of a shopper with a long username',
    async (locale) => {
      await prepare()
      const ready = '[data-testid="account-welcome"]'
      const tabs = ACCOUNT_TABS.map((tab) => ({
        name: `account-${tab}`,
        path: `/my-account?tab=${tab}`,
        ready,
      }))
      const account = [{ name: 'account', path: '/my-account', ready }, ...tabs]
      const problems = await walk(member, locale, [...account, { name: 'home-signed-in', path: '/' }])
      expect(problems, problems.join('\n')).toEqual([])
    },
    240_000,
  )

  it("category tiles get an image at least as wide as the tile, in the tile's aspect (not 220 px stretched)", async () => {
    await prepare()
    for (const width of [1366, 390]) {
      await guest.setViewportSize({ width, height: 900 })
      await openInLocale(guest, shopUrl, { name: 'categories', path: '/categories' }, 'en_US')
      const tiles = guest.locator('.category-card img')
      for (const tile of await tiles.all()) await tile.scrollIntoViewIfNeeded()
      await guest.waitForFunction(() =>
        [...document.querySelectorAll('.category-card img')].every((i) => (i as HTMLImageElement).complete),
      )
      const shown = await tiles.evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => ({
          file: Number(/\/w_(\d+)/.exec(img.currentSrc)?.[1] ?? 0),
          needed: Math.ceil(img.getBoundingClientRect().width * devicePixelRatio),
          ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
          fit: getComputedStyle(img).objectFit,
        })),
      )
      expect(shown.length).toBeGreaterThan(0)
      for (const image of shown) {
        expect(image.file).toBeGreaterThanOrEqual(image.needed)
        expect(image.ratio).toBeCloseTo(220 / 248, 2)
        expect(image.fit).toBe('cover')
      }
    }
  })

  it('an empty listing shows only "No products found", not "Showing 0 to 0 of 0" beside it', async () => {
    await prepare()
    await guest.setViewportSize(VIEWPORTS.phone)
    await openInLocale(
      guest,
      shopUrl,
      { name: 'empty', path: '/products?search=no-such-thing-at-all' },
      'en_US',
    )
    await guest.locator('.listing-empty').waitFor()
    expect(await guest.locator('.listing-empty').textContent()).toContain('No products found')
    expect(await guest.getByTestId('result-count').textContent()).toBe('')
  })

  it("the listing's search field has one clear button (ours), not the browser's as well", async () => {
    await prepare()
    await guest.setViewportSize(VIEWPORTS.desktop)
    await openInLocale(guest, shopUrl, { name: 'search', path: '/products?search=studio' }, 'en_US')
    const input = guest.locator('#listing-search')
    expect(await guest.getByRole('button', { name: 'Clear search' }).count()).toBe(1)
    // Where the browser draws a search field's own ×: a click there would empty the field.
    await input.fill('studio pro')
    const box = (await input.boundingBox())!
    await guest.mouse.click(box.x + box.width - 8, box.y + box.height / 2)
    expect(await input.inputValue()).toBe('studio pro')
  })
})
