import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { categoryName, shopTerm, termKey } from '../../src/i18n/shop-terms'
import shopTexts from '../../locales/shop/en_US.json'
import { enableShopTexts } from '../../src/i18n/shop-texts'

/**
 * Issue 24, point 9: category names, colours and method titles stayed English beside translated menus (one page
 * showed "Zubehör" in the menu and "Accessories" on a tile). The rule: a known shop term in the shopper's language,
 * any other in the shop's own words.
 */
const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', file), 'utf8')) as {
    nav: Record<string, string>
    terms: { category: Record<string, string> }
  }

describe('the shop terms', () => {
  it.each(LOCALES)('name the categories as the menu does in %s', (locale) => {
    const { nav, terms } = read(`${locale}.json`)
    expect(terms.category).toEqual({
      'made-to-order': nav.madeToOrder,
      desktop: nav.desktop,
      laptop: nav.laptop,
      accessories: nav.accessories,
      'gift-cards': expect.any(String),
    })
  })

  it('translate known terms and keep the shop’s own text for the others', async () => {
    const i18n = createI18n()
    await enableShopTexts(i18n, shopTexts)
    await loadLocale(i18n, 'de_DE')
    expect(categoryName(i18n.t, { slug: 'accessories', name: 'Accessories' })).toBe('Zubehör')
    expect(categoryName(i18n.t, { slug: 'monitors', name: 'Monitors' })).toBe('Monitors')
    expect(shopTerm(i18n.t, 'value', 'Space Grey')).toBe('Spacegrau')
    expect(shopTerm(i18n.t, 'attribute', 'Color')).toBe('Farbe')
    expect(shopTerm(i18n.t, 'value', '32GB')).toBe('32GB')
    expect(shopTerm(i18n.t, 'shipping', 'Free shipping')).toBe('Kostenloser Versand')
    expect(shopTerm(i18n.t, 'shipping', 'Express courier')).toBe('Express courier')
    expect(shopTerm(i18n.t, 'payment', 'Cash on delivery')).toBe('Nachnahme')
    expect(shopTerm(i18n.t, 'payment', 'Direct bank transfer')).toBe('Direkte Banküberweisung')
    expect(shopTerm(i18n.t, 'value', '2 years, parts and labour')).toBe('2 Jahre, Teile und Arbeitszeit')
    expect(shopTerm(i18n.t, 'attribute', 'Active area')).toBe('Aktive Fläche')
    expect(shopTerm(i18n.t, 'reason', 'Declined')).toBe('abgelehnt')
    expect(shopTerm(i18n.t, 'reason', 'Card blocked by issuer')).toBe('Card blocked by issuer')
    await loadLocale(i18n, 'en_US')
    expect(shopTerm(i18n.t, 'value', '14-inch')).toBe('14-inch')
    expect(shopTerm(i18n.t, 'reason', 'Declined')).toBe('Declined')
  })

  it('key a term by its text in slug form', () => {
    expect(termKey('Cash on delivery')).toBe('cash-on-delivery')
    expect(termKey('Pay with cash upon delivery.')).toBe('pay-with-cash-upon-delivery')
    expect(termKey(' Space  Grey ')).toBe('space-grey')
  })
})
