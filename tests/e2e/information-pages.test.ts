import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

/**
 * The information pages' bodies load apart from the first-load texts (src/features/static-pages/info-page-texts.ts):
 * in every way a shopper reaches one, the body is in the shopper's language.
 */
const firstHeading = (locale: string): string =>
  (
    JSON.parse(readFileSync(`locales/pages/${locale}.json`, 'utf8')) as {
      pages: { warranty: { sections: { heading: string }[] } }
    }
  ).pages.warranty.sections[0]!.heading

describe('information pages in the shopper language', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('opened first in a stored language (phone)', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.addInitScript(() => localStorage.setItem('locale', 'fr_FR'))
    await page.goto(`${shopUrl}/warranty`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('article h2').first().textContent()).toBe(firstHeading('fr_FR'))
    await page.context().close()
  })

  it('reached by a link from another page, in a stored language (desktop)', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.addInitScript(() => localStorage.setItem('locale', 'de_DE'))
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE')
    await page.locator('footer a[href="/warranty"]').click()
    await page.waitForURL((url) => url.pathname === '/warranty')
    await expect.poll(() => page.locator('article h2').first().textContent()).toBe(firstHeading('de_DE'))
    await page.context().close()
  })

  it('in English, then switched in place to another language (desktop)', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/warranty`, { waitUntil: 'networkidle' })
    expect(await page.locator('article h2').first().textContent()).toBe(firstHeading('en_US'))
    await page.getByTestId('language-switcher').selectOption('it_IT')
    await expect.poll(() => page.locator('article h2').first().textContent()).toBe(firstHeading('it_IT'))
    await page.context().close()
  })
})
