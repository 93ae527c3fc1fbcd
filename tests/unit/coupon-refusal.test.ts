import { describe, expect, it } from 'vitest'
import shopTexts from '../../locales/shop/en_US.json'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { enableShopTexts } from '../../src/i18n/shop-texts'
import { couponRefusal } from '../../src/features/cart/coupon-refusal'

/** Issue 36, point 5: a French cart showed WooCommerce's English refusal, with the code lower-cased. */
describe('a refused coupon', () => {
  const shown = async (locale: 'fr_FR' | 'en_US', message: string, typed: string) => {
    const i18n = createI18n()
    await enableShopTexts(i18n, shopTexts)
    await loadLocale(i18n, locale)
    const refusal = couponRefusal(message, typed)
    if (refusal.success) throw new Error('not a refusal')
    return refusal.errorKey
      ? i18n.t(refusal.errorKey, { ...refusal.errorValues, defaultValue: refusal.error })
      : refusal.error
  }

  it("is told in the shopper's language, naming the code as typed", async () => {
    const message = 'Coupon "nope" cannot be applied because it does not exist.'
    expect(await shown('fr_FR', message, ' NoPe ')).toBe(
      'Le code promo « NoPe » n’existe pas et ne peut pas être appliqué.',
    )
    expect(await shown('en_US', message, 'NoPe')).toBe(
      'Coupon "NoPe" cannot be applied because it does not exist.',
    )
    expect(await shown('fr_FR', 'Coupon "nope" does not exist!', 'NoPe')).toContain('« NoPe »')
  })

  it('knows each of WooCommerce’s coupon refusals, the shop’s amount kept as it wrote it', async () => {
    expect(await shown('fr_FR', 'This coupon has expired.', 'x')).toBe('Ce code promo a expiré.')
    expect(await shown('fr_FR', 'Coupon usage limit has been reached.', 'x')).toBe(
      'Ce code promo a atteint sa limite d’utilisation.',
    )
    expect(await shown('fr_FR', 'This coupon has already been applied to the cart', 'x')).toBe(
      'Ce code promo est déjà appliqué au panier.',
    )
    expect(await shown('fr_FR', 'The minimum spend for this coupon is ₦1,500,000.00.', 'x')).toBe(
      'Le montant minimum d’achat pour ce code promo est de ₦1,500,000.00.',
    )
  })

  it('shows any other message as the shop wrote it', async () => {
    expect(await shown('fr_FR', 'Coupons are disabled today.', 'x')).toBe('Coupons are disabled today.')
  })
})
