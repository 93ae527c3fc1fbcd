import { describe, expect, it } from 'vitest'
import shopTexts from '../../locales/shop/en_US.json'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { enableShopTexts } from '../../src/i18n/shop-texts'

describe('the shop texts, apart from the first load', () => {
  it('are not in a fresh instance, and are once the shop runtime enables them', async () => {
    const i18n = createI18n()
    expect(i18n.t('checkout.title')).toBe('Checkout')
    expect(i18n.t('cart.title')).toBe('cart.title')
    await enableShopTexts(i18n, shopTexts)
    expect(i18n.t('cart.title')).toBe('Cart')
    // Merged into the same sections: the first-load texts of a section the shop extends are kept.
    expect(i18n.t('checkout.title')).toBe('Checkout')
    expect(i18n.t('checkout.placeOrder')).toBe(shopTexts.checkout.placeOrder)
  })

  it("come with a locale switched to after the runtime started, and with the current locale's when it starts", async () => {
    const early = createI18n()
    await loadLocale(early, 'de_DE')
    expect(early.t('checkout.title')).toBe('Kasse')
    expect(early.t('cart.title')).toBe('cart.title')
    await enableShopTexts(early, shopTexts)
    expect(early.t('cart.title')).toBe('Warenkorb')

    const late = createI18n()
    await enableShopTexts(late, shopTexts)
    await loadLocale(late, 'fr_FR')
    expect(late.t('cart.title')).toBe('Panier')
    expect(late.t('checkout.title')).not.toBe('Checkout')
    await loadLocale(late, 'en_US')
    expect(late.t('cart.title')).toBe('Cart')
  })
})
