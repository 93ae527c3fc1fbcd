import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

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

  it('references no render-blocking stylesheet or script: the CSS is in the HTML', async () => {
    for (const route of pages) {
      const html = await (await fetch(shopUrl + route)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(html, route).not.toMatch(/<link[^>]+rel="stylesheet"/i)
      expect(head.match(/<script\b[^>]*\bsrc=[^>]*>/gi) ?? [], route).toEqual([])
      expect(head, route).toMatch(/<style>[^<]*\.header\b/)
    }
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
})
