import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

const query = (url: string) => new URL(url).searchParams

describe('listing: filter, sort, search and paging in the URL', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('applies each step, reflects it in the URL and restores it on back/forward', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const count = page.getByTestId('result-count')
    const prerenderedCount = await count.textContent()
    expect(prerenderedCount).toMatch(/^Showing 1 to 12 of \d+$/)

    // Sort by price, ascending by default for price.
    await page.getByLabel('Sort by').selectOption('price')
    await page.waitForURL((url) => query(url.href).get('orderby') === 'price')
    const prices = await page
      .locator('[data-testid="product-card"] .price-current, [data-testid="product-card"] .price-sale')
      .allTextContents()
    const numbers = prices.map((p) =>
      Number(
        p
          .replace(/[^\d.–]/g, '')
          .split('–')
          .pop(),
      ),
    )
    expect(numbers.length).toBeGreaterThan(1)

    // On sale only.
    // The checkbox follows the URL, so it turns on once the navigation has happened.
    await page.getByLabel('On sale').first().click()
    await page.waitForURL((url) => (query(url.href).get('filter') ?? '').includes('sale[true]'))
    await page.waitForFunction(
      () => (document.querySelector('.filter-sale input') as HTMLInputElement).checked,
    )
    const onSaleCount = await count.textContent()
    expect(onSaleCount).not.toBe(prerenderedCount)
    expect(await page.locator('[data-testid="product-card"] .price-sale').count()).toBe(
      await page.locator('[data-testid="product-card"]').count(),
    )

    // A search that finds nothing: the empty state and its clear action.
    await page.locator('#listing-search').fill('no-such-machine-anywhere')
    await page.locator('#listing-search').press('Enter')
    await page.waitForURL((url) => query(url.href).get('search') === 'no-such-machine-anywhere')
    await page.getByText('No products found').waitFor()

    // Back restores the filtered, sorted list; forward the empty search.
    await page.goBack()
    await page.waitForURL((url) => !query(url.href).has('search'))
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="result-count"]')?.textContent === text,
      onSaleCount,
    )
    await page.goForward()
    await page.getByText('No products found').waitFor()

    await page.locator('.listing-empty').getByRole('button', { name: 'Clear all filters and search' }).click()
    await page.waitForURL(`${shopUrl}/products`)
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="result-count"]')?.textContent === text,
      prerenderedCount,
    )
  })

  it('on a phone: filters in the off-canvas panel, search, the empty state and its clear action', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const count = page.getByTestId('result-count')
    const prerenderedCount = await count.textContent()

    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const panel = page.locator('#listing-filters')
    await panel.getByLabel('On sale').click()
    await page.waitForURL((url) => (query(url.href).get('filter') ?? '').includes('sale[true]'))
    await page.waitForFunction(
      () => (document.querySelector('.filter-sale input') as HTMLInputElement).checked,
    )
    await panel.getByRole('button', { name: 'Close' }).click()
    expect(await count.textContent()).not.toBe(prerenderedCount)

    await page.locator('#listing-search').fill('no-such-machine-anywhere')
    await page.locator('#listing-search').press('Enter')
    await page.getByText('No products found').waitFor()
    await page.locator('.listing-empty').getByRole('button', { name: 'Clear all filters and search' }).click()
    await page.waitForURL(`${shopUrl}/products`)
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="result-count"]')?.textContent === text,
      prerenderedCount,
    )
  })

  it('filters on the highest price with the price range', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await page.getByLabel('Maximum price').fill('1000000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL((url) => (query(url.href).get('filter') ?? '').includes('price[,1000000]'))
    await page.getByTestId('product-card').first().waitFor()
    const prices = await page.locator('[data-testid="product-card"] .price > :last-child').allTextContents()
    const highest = prices.map((text) =>
      Number(
        text
          .split('–')
          .pop()!
          .replace(/[^\d.]/g, ''),
      ),
    )
    expect(highest.length).toBeGreaterThan(0)
    expect(highest.every((price) => price <= 1_000_000)).toBe(true)
  })

  it('keeps the query on /page/{n} links', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products?orderby=alphabetically`, { waitUntil: 'networkidle' })
    await page.locator('.pagination a', { hasText: '2' }).first().click()
    await page.waitForURL(
      (url) => url.pathname === '/products/page/2' && query(url.href).get('orderby') === 'alphabetically',
    )
    // The address changes as the navigation starts; the second page's products follow.
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^Showing 13 to /)
    const names = await page.locator('.product-card-name').allTextContents()
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names)
  })
  it("has the catalogue's styles when the listing or a category is the first page opened (phone)", async () => {
    const category = (
      (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
        listing: { products: { categories: string[] }[] }
      }
    ).listing.products[0]!.categories[0]!
    for (const route of ['/products', `/product-category/${category}`]) {
      const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
      await page.goto(shopUrl + route, { waitUntil: 'networkidle' })
      // catalogue.css spaces the heading from the results (without it, 0px).
      expect(
        await page.locator('.listing-head').evaluate((head) => getComputedStyle(head).marginBottom),
        route,
      ).toBe('16px')
      // …and makes each page number a 40 px tap target (without it, a 10 px word). The demo's categories
      // have one page each; the whole catalogue has several.
      const links = await page.locator('.pagination a').all()
      if (route === '/products') expect(links.length, route).toBeGreaterThan(1)
      for (const box of await Promise.all(links.map((link) => link.boundingBox())))
        expect(Math.min(box!.width, box!.height), route).toBeGreaterThanOrEqual(40)
      await page.context().close()
    }
  })
})
