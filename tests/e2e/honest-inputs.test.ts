import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { screenshotDir } from './support/screenshot-dir'

const shopUrl = inject('shopUrl')

/** The first prerendered simple product in stock, with its build's stock quantity. */
async function simpleProductInStock(): Promise<{ path: string; stockQuantity: number | null }> {
  const ids = (await (await fetch(`${shopUrl}/builds/latest.json`)).json()) as { id: string }
  const meta = (await (await fetch(`${shopUrl}/builds/meta/${ids.id}.json`)).json()) as {
    prerendered: string[]
  }
  for (const path of meta.prerendered.filter((r) => r.startsWith('/product/'))) {
    const { product } = (await (await fetch(`${shopUrl}${path}/_payload.json`)).json()) as {
      product: { type: string; stockStatus: string; stockQuantity: number | null }
    }
    if (product.type === 'SIMPLE' && product.stockStatus === 'IN_STOCK')
      return { path, stockQuantity: product.stockQuantity }
  }
  throw new Error('No simple product in stock in the build')
}

describe('inputs and pictures a shopper can trust', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('a minimum price above the maximum is said, not applied', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const price = page.locator('#listing-filters .filter-price')
    await price.getByLabel('Minimum price').fill('900000')
    await price.getByLabel('Maximum price').fill('1000')
    await price.getByRole('button', { name: 'Apply' }).click()
    const error = page.getByTestId('price-filter-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('The minimum price is higher than the maximum.')
    expect(await price.getByLabel('Minimum price').getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).searchParams.get('filter')).toBeNull()
    await price.screenshot({ path: `${await screenshotDir()}/price-filter-reversed.png` })

    // Put right, the range applies and the message goes.
    await price.getByLabel('Maximum price').fill('5000000')
    expect(await error.count()).toBe(0)
    await price.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('price[900000,5000000]'))
  })

  it('pictures that cannot load give way to the placeholder in the same box, also before hydration', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.route(
      (url) => !url.pathname.endsWith('/images/placeholder.jpg'),
      (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback()),
    )
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const image = page.locator('[data-testid="product-card"] img').first()
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="product-card"] img') as HTMLImageElement | null
      return !!img && img.naturalWidth > 0
    })
    expect(await image.getAttribute('src')).toBe('/images/placeholder.jpg')
    const box = await image.boundingBox()
    expect(box!.height).toBeGreaterThan(50)
    await page.screenshot({ path: `${await screenshotDir()}/images-failed.png` })
  })

  it('the product page allows the quantity the cart allows: the stock when managed, else 9,999 (not 99)', async () => {
    const target = await simpleProductInStock()
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(shopUrl + target.path, { waitUntil: 'networkidle' })
    const quantity = page.locator('.product-buy-row input[type="number"]')
    expect(await quantity.getAttribute('max')).toBe(String(target.stockQuantity ?? 9999))
  })
})
