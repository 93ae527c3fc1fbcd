import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_FLAGS, Shopper, VIEWPORTS } from './support/browser'
import { settledScripts, totalBytes, trackScripts } from './support/script-weight'

const shopUrl = inject('shopUrl')
/**
 * A catalogue or information page's JavaScript before any interaction, gzip -9 (as `npm run bench` counts it).
 * 98.0 KB on the listing since the browser reads its texts without i18next (src/i18n/browser-texts.ts).
 */
const FIRST_LOAD_JS_BUDGET = 100_000
/**
 * Checkout's and account's, which start the shop runtime at once and show their screen: 136.4 and 137.6 KB
 * since the browser has no i18next and each page loads its own screen (src/shop-kit/lazy-screen.tsx).
 */
const SHOP_PAGE_JS_BUDGET = 140_000

/** The pages Lighthouse measures in `npm run bench`. */
async function measuredPages(): Promise<string[]> {
  const listing = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
    listing: { products: { slug: string; categories: string[] }[] }
  }
  const first = listing.listing.products[0]!
  return [
    '/',
    '/products',
    `/product-category/${first.categories[0]}`,
    `/product/${first.slug}`,
    '/checkout',
    '/my-account',
  ]
}

describe('critical rendering path of the prerendered pages', () => {
  const shopper = new Shopper()
  let pages: string[] = []

  beforeAll(async () => {
    pages = await measuredPages()
  })
  afterAll(() => shopper.close())

  it('references no render-blocking stylesheet, script or chunk preload: the CSS is in the HTML', async () => {
    for (const route of pages) {
      const html = await (await fetch(shopUrl + route)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      // A stylesheet link may only name a file that is inlined, disabled (never fetched): see inline-styles.ts.
      const links = html.match(/<link[^>]+rel="stylesheet"[^>]*>/gi) ?? []
      expect(
        links.filter((link) => !/\sdisabled>$/.test(link)),
        route,
      ).toEqual([])
      expect(head.match(/<script\b[^>]*\bsrc=[^>]*>/gi) ?? [], route).toEqual([])
      expect(head, route).toMatch(/<style>[^<]*\.header\b/)
      // Chunk preloads would take a phone's bandwidth from the first paint's images (see script-preloads.ts).
      expect(html, route).not.toMatch(/rel="modulepreload"/)
    }
  })

  it('fetches no stylesheet its HTML inlines; a client navigation fetches what the next page adds', async () => {
    const disabledLinks = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((found) => found[1]!)
    for (const [index, route] of pages.entries()) {
      const inlined = disabledLinks(await (await fetch(shopUrl + route)).text())
      const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
      const sheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname)
      })
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      expect(inlined.length, route).toBeGreaterThan(0)
      expect(
        sheets.filter((sheet) => inlined.includes(sheet)),
        route,
      ).toEqual([])
      // The catalogue pages fetch none at all; checkout and account start the shop at once, with its styles.
      if (index < 4) expect(sheets, route).toEqual([])
      await page.context().close()
    }

    // From the home page to the listing: the listing's own stylesheets arrive with its code.
    const homeSheets = disabledLinks(await (await fetch(shopUrl + '/')).text())
    const listingSheets = disabledLinks(await (await fetch(shopUrl + '/products')).text())
    const added = listingSheets.filter((href) => !homeSheets.includes(href))
    expect(added.length, 'the listing has stylesheets the home page lacks').toBeGreaterThan(0)
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(shopUrl + '/', { waitUntil: 'networkidle' })
    await page.locator('a.button-primary[href="/products"]').click()
    await page.waitForURL('**/products')
    await page.waitForFunction(
      (hrefs) =>
        hrefs.every((href) =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].some(
            (link) => new URL(link.href).pathname === href && link.sheet !== null,
          ),
        ),
      added,
    )
    await page.context().close()
  })

  it("loads the largest image of a phone's first screen eagerly, fetched first and preloaded", async () => {
    for (const route of pages) {
      const html = await (await fetch(shopUrl + route)).text()
      const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; src: string; loading: string; priority: string | null } | null>(
            (resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element })
                  ?.element
                if (!(element instanceof HTMLImageElement)) return resolve(null)
                resolve({
                  tag: element.outerHTML,
                  src: element.getAttribute('src') ?? '',
                  loading: element.loading,
                  priority: element.getAttribute('fetchpriority'),
                })
              }).observe({ type: 'largest-contentful-paint', buffered: true })
            },
          ),
      )
      await page.context().close()
      if (!lcp) continue // the largest paint is text: nothing to fetch
      expect(lcp.loading, `${route}: ${lcp.tag}`).not.toBe('lazy')
      expect(lcp.priority, `${route}: ${lcp.tag}`).toBe('high')
      expect(html, route).toContain(`<link rel="preload" as="image" href="${lcp.src.replace(/&/g, '&amp;')}"`)
    }
  })

  it(`downloads at most ${FIRST_LOAD_JS_BUDGET / 1000} KB of JavaScript (gzip) on the catalogue and information pages before any interaction`, async () => {
    // Home, listing, category, product (checkout and account start the shop at once) and an information page.
    for (const route of [...pages.slice(0, 4), '/warranty']) {
      const page = await shopper.newPage()
      const read = trackScripts(page)
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      const scripts = await settledScripts(page, read)
      expect(scripts.size, route).toBeGreaterThan(0)
      expect(totalBytes(scripts), `${route}\n${[...scripts.keys()].join('\n')}`).toBeLessThanOrEqual(
        FIRST_LOAD_JS_BUDGET,
      )
      await page.context().close()
    }
  })

  it(`downloads at most ${SHOP_PAGE_JS_BUDGET / 1000} KB of JavaScript (gzip) on checkout and account, their screen shown`, async () => {
    for (const [route, screen] of [
      ['/checkout', 'checkout-empty'],
      ['/my-account', 'login-form'],
    ] as const) {
      const page = await shopper.newPage()
      const read = trackScripts(page)
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      await page.getByTestId(screen).waitFor()
      const scripts = await settledScripts(page, read)
      expect(totalBytes(scripts), `${route}\n${[...scripts.keys()].join('\n')}`).toBeLessThanOrEqual(
        SHOP_PAGE_JS_BUDGET,
      )
      await page.context().close()
    }
  })

  it('hydrates each page over its HTML without a mismatch, in the default locale and in a stored one', async () => {
    // React logs a hydration mismatch (then renders the page again on the client) as one of these errors.
    const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)/i
    const visits = [
      ...pages.map((route) => ({ route, locale: null })),
      { route: pages[3]!, locale: 'de_DE' },
      { route: pages[0]!, locale: 'fr_FR' },
    ]
    for (const { route, locale } of visits) {
      const page = await shopper.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      if (locale) await page.addInitScript((value) => localStorage.setItem('locale', value), locale)
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      if (locale)
        await page.waitForFunction((lang) => document.documentElement.lang === lang, locale.replace('_', '-'))
      expect(
        errors.filter((text) => HYDRATION_ERROR.test(text)),
        `${route} ${locale ?? ''}`,
      ).toEqual([])
      await page.context().close()
    }
  })

  // Playwright's own browsers run with the back/forward cache switched off, so this one is launched plainly.
  it('is restored from the back/forward cache after the shopper leaves for another site and comes back', async () => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'bfcache-'))
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profile,
    })
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    try {
      for (const route of [pages[0]!, pages[3]!, pages[4]!]) {
        const page = await browser.contexts()[0]!.newPage()
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Page.enable')
        const notRestored: unknown[] = []
        cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(event.notRestoredExplanations))
        // Left once it has loaded and hydrated, as Lighthouse's audit does (a page still fetching its code is not kept).
        await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
        await page.goto('chrome://terms')
        await page.goBack({ waitUntil: 'commit' })
        await page.waitForFunction(() => document.readyState === 'complete')
        expect(notRestored, route).toEqual([])
        await page.close()
      }
    } finally {
      await browser.close().catch(() => undefined)
      chrome.kill()
      await rm(profile, { recursive: true, force: true })
    }
  })
})
