import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper } from './support/browser'

const shopUrl = inject('shopUrl')

/**
 * A path that looks like a product or listing page but has no content gets the shell, builds its payload
 * live, finds nothing, and shows the not-found screen: one document load, no script error, noindex.
 */
describe('unknown product and listing pages', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it.each([
    ['/product/no-such-workstation', 'Product not found'],
    ['/product/%00', 'Product not found'],
    ['/products/page/99999', 'Page not found: /products/page/99999'],
    ['/product-category/no-such-category', 'Page not found: /product-category/no-such-category'],
  ])('%s loads once and says %s', async (path, heading) => {
    const page = await shopper.newPage()
    const scriptErrors: string[] = []
    let documents = 0
    page.on('pageerror', (error) => scriptErrors.push(error.message))
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++
    })
    await page.goto(shopUrl + path, { waitUntil: 'networkidle' })
    await page.locator('[data-testid="error-page"] h1').waitFor()
    await page.waitForTimeout(500)
    expect(await page.locator('[data-testid="error-page"] h1').textContent()).toBe(heading)
    // The tab names the error, not only the shop.
    expect(await page.title()).toBe(`${heading.replace(/:.*/, '')} - Forge Workstations`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(documents).toBe(1)
    expect(scriptErrors).toEqual([])
  })
})
