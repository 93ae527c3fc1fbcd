import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { stockedPicks } from './support/graphql'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const LINES = '[data-testid="cart-panel"].is-open [data-testid="cart-line"]'

/** Holds every script of the shop until `release()`: the page is its HTML only, as on a slow phone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.origin === new URL(shopUrl).origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Counts the addToCart mutations the page sends. */
function addToCartCalls(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(graphqlUrl))
      if ((request.postData() ?? '').includes('addToCart')) calls++
  })
  return () => calls
}

/** The cart ends with exactly one line of quantity 1, after one addToCart, and nothing more is sent. */
async function expectOneLineOfOne(page: Page, calls: () => number): Promise<void> {
  await page.locator(LINES).first().waitFor()
  await page.waitForLoadState('networkidle')
  expect(await page.locator(LINES).count()).toBe(1)
  expect(await page.locator(`${LINES} [data-testid="cart-line-qty"]`).inputValue()).toBe('1')
  expect(await page.getByTestId('cart-count').textContent()).toBe('1')
  expect(calls()).toBe(1)
}

describe('no dead taps: Add to cart before the page is interactive', () => {
  const shopper = new Shopper()
  let productPath: string
  beforeAll(async () => {
    const { simple } = await stockedPicks(graphqlUrl)
    productPath = `/product/${simple[0]!.slug}`
  })
  afterAll(() => shopper.close())

  for (const [how, size] of [
    ['a tap', 'phone'],
    ['a double tap', 'desktop'],
  ] as const) {
    it(`${how} right after the HTML arrives, before any script has run, adds one (${size})`, async () => {
      const page = await shopper.newPage({ viewport: VIEWPORTS[size] })
      const calls = addToCartCalls(page)
      const release = await holdScripts(page)
      await page.goto(shopUrl + productPath, { waitUntil: 'commit' })
      const button = page.getByTestId('add-to-cart')
      await button.waitFor()
      // Nothing of the page's own code has run: no React, no shop, only the HTML and its inline script.
      expect(await page.evaluate(() => window.__earlyActions?.live['add-to-cart'])).toBeUndefined()
      if (how === 'a tap') await button.click()
      else await button.dblclick()
      // Taken, and shown as taken while the page is not live yet.
      await page.locator('[data-testid="add-to-cart"][data-early-queued]').waitFor()
      release()
      await expectOneLineOfOne(page, calls)
      expect(await button.getAttribute('data-early-queued')).toBeNull()
    })
  }

  for (const [control, opens] of [
    ['menu-toggle', '[data-testid="mobile-menu"].is-open'],
    ['cart-trigger', '[data-testid="cart-panel"].is-open [data-testid="cart-empty"]'],
  ] as const) {
    it(`the header's ${control}, tapped before any script has run, opens its panel once live (phone)`, async () => {
      const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
      const release = await holdScripts(page)
      await page.goto(shopUrl + productPath, { waitUntil: 'commit' })
      const button = page.locator(
        control === 'menu-toggle' ? '.header-menu-toggle' : '[data-testid="cart-trigger"]',
      )
      await button.click()
      await page.locator(`.header [data-early-queued]`).waitFor()
      release()
      await page.locator(opens).waitFor()
    })
  }

  it('a double click on a live page adds one', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    const calls = addToCartCalls(page)
    await page.goto(shopUrl + productPath, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => window.__earlyActions?.live['add-to-cart'] === true)
    await page.getByTestId('add-to-cart').dblclick()
    await expectOneLineOfOne(page, calls)
  })
})
