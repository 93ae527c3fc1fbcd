import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { screenshotDir } from './support/screenshot-dir'

const shopUrl = inject('shopUrl')

/** Every prerendered product page of the build. */
async function productRoutes(): Promise<string[]> {
  const { id } = (await (await fetch(`${shopUrl}/builds/latest.json`)).json()) as { id: string }
  const meta = (await (await fetch(`${shopUrl}/builds/meta/${id}.json`)).json()) as { prerendered: string[] }
  return meta.prerendered.filter((route) => route.startsWith('/product/'))
}

const headings = (html: string, text: string) =>
  html.match(new RegExp(`<h[1-6][^>]*>\\s*${text}\\s*</h[1-6]>`, 'g'))?.length ?? 0

// Issue 24, point 12: the demo description carried its own "Specifications" list above the attribute table's.
describe("the product page's description and specifications", () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('shows one Specifications section on every product page, and the description says what the table says', async () => {
    const routes = await productRoutes()
    expect(routes.length).toBeGreaterThan(10)
    const pages = await Promise.all(
      routes.map(async (r) => [r, await (await fetch(shopUrl + r)).text()] as const),
    )
    for (const [route, html] of pages) {
      expect(headings(html, 'Specifications'), route).toBeLessThanOrEqual(1)
      // A machine's memory in its description is one of the sizes its table lists.
      const table = html.match(/<table class="spec-table">[\s\S]*?<\/table>/)?.[0] ?? ''
      const memory = table.match(/<th scope="row">RAM<\/th><td>([^<]*)<\/td>/)?.[1]?.split(', ') ?? []
      const description = html.match(/<h2>Description<\/h2>([\s\S]*?)<\/section>/)?.[1] ?? ''
      for (const [size] of description.matchAll(/\b\d+GB\b/g)) expect(memory, route).toContain(size)
    }
    const machines = pages.filter(([, html]) => /<th scope="row">CPU<\/th>/.test(html))
    expect(machines.length).toBeGreaterThan(5)
    for (const [route, html] of machines) expect(headings(html, 'Specifications'), route).toBe(1)
  })

  it('reads well on a phone and a desktop (screenshots)', async () => {
    const routes = await productRoutes()
    const laptop = routes.find((r) => /^\/product\/(nomad|canvas-book|field-studio|aero-creator)-/.test(r))!
    const dir = await screenshotDir()
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const page = await shopper.newPage({ viewport })
      await page.goto(shopUrl + laptop, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Specifications' }).waitFor()
      expect(await page.getByRole('heading', { name: 'Specifications' }).count()).toBe(1)
      await page.screenshot({ path: `${dir}/product-copy-${size}.png`, fullPage: true })
    }
  })
})
