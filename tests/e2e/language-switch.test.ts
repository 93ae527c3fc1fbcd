import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'

const shopUrl = inject('shopUrl')

type Texts = Record<string, Record<string, string>>
const texts = (locale: string): Texts => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Texts
const en = texts('en_US')

/** The page has switched to `locale` in place, remembered it, and every switch shows it. */
async function expectSwitchedTo(page: Page, locale: string): Promise<void> {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale.replace('_', '-'))
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale)
  expect(await page.getByTestId('cart-trigger').getAttribute('aria-label')).toBe(texts(locale).nav!.cart)
  expect(await page.getByTestId('language-switcher').inputValue()).toBe(locale)
}

describe('the language switch in the header and the mobile menu', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it('on a desktop: a compact, named select in the header switches the page in place', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${shopUrl}/products`, { waitUntil: 'networkidle' })
    const select = page.locator('header').getByRole('combobox', { name: en.footer!.language })
    expect(await select.isVisible()).toBe(true)
    expect(await select.locator('option').allTextContents()).toEqual(['EN', 'DE', 'ES', 'FR', 'IT', 'PT'])
    await select.selectOption('fr_FR')
    await expectSwitchedTo(page, 'fr_FR')
    expect(page.url()).toBe(`${shopUrl}/products`)
    // The next page opens in the chosen language.
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    await expectSwitchedTo(page, 'fr_FR')
    expect(await page.getByTestId('header-language').inputValue()).toBe('fr_FR')
  })

  it('on a phone: the header has none, the mobile menu has it', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' })
    expect(await page.getByTestId('header-language').isVisible()).toBe(false)
    await page.getByRole('button', { name: en.nav!.menu, exact: true }).click()
    const menu = page.getByRole('dialog', { name: en.nav!.menu })
    const select = menu.getByRole('combobox', { name: en.footer!.language })
    await select.selectOption('de_DE')
    await expectSwitchedTo(page, 'de_DE')
    // The menu stays open, now in German.
    await page.getByRole('dialog', { name: texts('de_DE').nav!.menu }).waitFor()
  })
})
