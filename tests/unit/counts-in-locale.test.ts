import { describe, expect, it } from 'vitest'
import shopTexts from '../../locales/shop/en_US.json'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { enableShopTexts } from '../../src/i18n/shop-texts'

/** Issue 24, point 9: numbers in the locale's format (counts were written the same in every language). */
describe('counts in the texts', () => {
  it('are grouped as the shopper’s language groups digits', async () => {
    const i18n = createI18n()
    await enableShopTexts(i18n, shopTexts)
    expect(i18n.t('categories.count', { count: 1250 })).toBe('1,250 products')
    expect(i18n.t('listing.showing', { from: 1, to: 24, total: 1000 })).toBe('Showing 1 to 24 of 1,000')
    await loadLocale(i18n, 'de_DE')
    expect(i18n.t('categories.count', { count: 1250 })).toBe('1.250 Produkte')
    expect(i18n.t('product.reviews', { count: 1 })).toMatch(/^1 /)
    await loadLocale(i18n, 'fr_FR')
    expect(i18n.t('listing.showing', { from: 1, to: 24, total: 12345 })).toContain('12\u202f345')
    expect(i18n.t('checkout.quantity', { count: 2000 })).toContain('2\u202f000')
  })
})
