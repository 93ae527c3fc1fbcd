import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

describe('layout', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('on a phone: the menu panel opens with an overlay, locks scrolling, and the overlay closes it', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    await expect(page.locator('.header-nav').isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Menu' }).click()
    const panel = page.locator('.mobile-menu')
    await panel.getByRole('link', { name: 'Wishlist' }).waitFor()
    expect(await panel.getByRole('link', { name: 'My Account' }).isVisible()).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.getByTestId('overlay').click({ position: { x: 370, y: 400 } })
    await page.waitForFunction(() => !document.querySelector('.mobile-menu.is-open'))
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  it('on a phone: the search is a toggle and submits to the listing', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    const input = page.locator('.header .search-form input')
    expect(await input.isVisible()).toBe(false)
    await page.locator('.search-toggle').click()
    await input.fill('studio')
    await input.press('Enter')
    await page.waitForURL(`${shopUrl}/products?search=studio`)
  })

  it('on a desktop: the menu links the four categories, Made to order is Hot!, the search box is at most 320 px', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    const links = page.locator('.header-nav a')
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/product-category/made-to-order',
      '/product-category/desktop',
      '/product-category/laptop',
      '/product-category/accessories',
    ])
    expect(await links.first().textContent()).toContain('Hot!')
    const width = await page
      .locator('.header .search-form')
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(320)
    await links.nth(1).click()
    await page.waitForURL(`${shopUrl}/product-category/desktop`)
    expect(await page.locator('h1').textContent()).toBe('Desktop')
  })

  it('has the footer in the prerendered page, and switches language in place and back', async () => {
    const html = await (await fetch(`${shopUrl}/products`)).text()
    expect(html).toMatch(/<footer[^>]*>.*data-testid="language-switcher"/s)
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await page.getByTestId('footer').scrollIntoViewIfNeeded()
    const switcher = page.getByTestId('language-switcher')
    await switcher.waitFor()
    await switcher.selectOption('de_DE')
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    expect(page.url()).toBe(`${shopUrl}/products`)
    expect(await page.locator('h1').textContent()).toBe('Alle Produkte')
    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Alle Produkte')
    await page.getByTestId('footer').scrollIntoViewIfNeeded()
    await page.getByTestId('language-switcher').selectOption('en_US')
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'All products')
  })
})
