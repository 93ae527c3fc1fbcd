import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { recordRequests, Shopper } from './support/browser'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const distDir = inject('distDir')

async function firstProductPath(): Promise<string> {
  const payload = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
    listing: { products: { slug: string; name: string }[] }
  }
  return `/product/${payload.listing.products[0]!.slug}`
}

describe('prerendered storefront', () => {
  const shopper = new Shopper()
  let productPath: string

  beforeAll(async () => {
    productPath = await firstProductPath()
  })
  afterAll(() => shopper.close())

  it("has a product page's content in its HTML before any script runs", async () => {
    const html = await (await fetch(shopUrl + productPath)).text()
    const payload = (await (await fetch(`${shopUrl}${productPath}/_payload.json`)).json()) as {
      product: { name: string; sku: string }
    }
    expect(html).toContain(`<h1 class="product-name">${payload.product.name}</h1>`)
    expect(html).toMatch(/₦[\d,]+\.\d\d/)
    expect(html).toContain(payload.product.sku)
    expect(html).toMatch(/<title>[^<]+ - [^<]+<\/title>/)

    const page = await shopper.newPage({ javaScriptEnabled: false })
    await page.goto(shopUrl + productPath)
    expect(await page.locator('h1').textContent()).toBe(payload.product.name)
    expect(await page.locator('[data-testid="stock-status"]').first().textContent()).toMatch(
      /stock|backorder/i,
    )
  })

  it('navigates from a listing to a product with exactly one _payload.json and no GraphQL request', async () => {
    const page = await shopper.newPage()
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    // The first user action loads the shop store once (getCart): that is not part of a navigation. Its
    // answer is awaited, not only a quiet network: on a busy machine the runtime's code can still be
    // evaluating, with no request in flight, when the network has been quiet for half a second.
    const storeLoaded = page.waitForResponse((response) => response.url().startsWith(graphqlUrl))
    await page.mouse.move(100, 100)
    await storeLoaded
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(200)
    await page.waitForLoadState('networkidle')
    const requests = recordRequests(page)
    const card = page.locator('[data-testid="product-card"] a').first()
    const href = await card.getAttribute('href')
    await card.click()
    await page.waitForURL(`${shopUrl}${href}`)
    await page.locator('h1.product-name').waitFor()
    await page.waitForLoadState('networkidle')

    const payloads = requests.urls.filter((url) => url.includes('_payload.json'))
    expect(payloads).toHaveLength(1)
    expect(payloads[0]).toMatch(new RegExp(`${href}/_payload\\.json\\?_b=[\\w-]+$`))
    expect(requests.urls.filter((url) => url.startsWith(graphqlUrl))).toEqual([])
    expect(requests.urls.filter((url) => url.endsWith('.html') || url === shopUrl + href)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  })

  it('renders a product that was not prerendered from a live payload, and a missing one as the error page', async () => {
    const page = await shopper.newPage()
    await page.goto(`${shopUrl}/product/no-such-product`, { waitUntil: 'networkidle' })
    await page.locator('[data-testid="error-page"]').waitFor()
    expect(await page.locator('h1').textContent()).toBe('Product not found')
  })

  it('answers unknown routes with the 404 page naming the path, and bots with a bare 404', async () => {
    const response = await fetch(`${shopUrl}/no/such/page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found: /no/such/page')
    const bot = await fetch(`${shopUrl}/no/such/page`, { headers: { 'user-agent': 'Googlebot/2.1' } })
    expect(bot.status).toBe(404)
    expect(await bot.text()).not.toContain('<html')

    const page = await shopper.newPage()
    await page.goto(`${shopUrl}/no/such/page`, { waitUntil: 'networkidle' })
    expect(await page.locator('h1').textContent()).toBe('Page not found: /no/such/page')
  })

  it('publishes the names of downloads on product pages but never their file addresses', async () => {
    const productsDir = path.join(distDir, 'client', 'product')
    let downloadNames = 0
    for (const slug of await readdir(productsDir)) {
      const payload = await readFile(path.join(productsDir, slug, '_payload.json'), 'utf8')
      const html = await readFile(path.join(productsDir, slug, 'index.html'), 'utf8')
      const { product } = JSON.parse(payload) as { product: { downloads: object[] } }
      downloadNames += product.downloads.length
      for (const text of [payload, html]) expect(text).not.toContain('/uploads/downloads/')
    }
    expect(downloadNames).toBeGreaterThan(0)
  })

  it('serves build files and assets with CDN cache headers', async () => {
    const latest = await fetch(`${shopUrl}/builds/latest.json`)
    expect(latest.headers.get('cache-control')).toBe('no-cache')
    const { id } = (await latest.json()) as { id: string }
    const meta = await fetch(`${shopUrl}/builds/meta/${id}.json`)
    expect(meta.headers.get('cache-control')).toContain('immutable')
    const { prerendered } = (await meta.json()) as { prerendered: string[] }
    expect(prerendered).toContain('/')
    expect(prerendered).toContain(productPathOf(prerendered))
    const html = await (await fetch(`${shopUrl}/`)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    expect((await fetch(shopUrl + asset)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await fetch(`${shopUrl}/`)).headers.get('cache-control')).toContain('must-revalidate')
  })
})

function productPathOf(routes: string[]): string {
  return routes.find((route) => route.startsWith('/product/'))!
}
