import { useT } from '../../i18n/useT'
import { config } from '../../config'
import { LanguageSwitcher } from './LanguageSwitcher'

export default function FooterContent() {
  const { t } = useT()
  const year = new Date().getFullYear()
  return (
    <div className="footer-inner container">
      <div className="footer-brand">
        <strong>{config.siteName}</strong>
        <p>{t('footer.about')}</p>
      </div>
      <nav className="footer-links" aria-label={t('footer.shop')}>
        <h2>{t('footer.shop')}</h2>
        <a href="/products">{t('nav.allProducts')}</a>
        <a href="/categories">{t('nav.categories')}</a>
        <a href="/wishlist">{t('nav.wishlist')}</a>
        <a href="/my-account">{t('nav.myAccount')}</a>
      </nav>
      <nav className="footer-links" aria-label={t('footer.help')}>
        <h2>{t('footer.help')}</h2>
        <a href="/shipping-and-returns">{t('pages.shippingAndReturns.title')}</a>
        <a href="/warranty">{t('pages.warranty.title')}</a>
        <a href="/privacy-policy">{t('pages.privacyPolicy.title')}</a>
      </nav>
      <div className="footer-lang">
        <LanguageSwitcher />
      </div>
      <p className="footer-copy">{t('footer.copyright', { year, name: config.siteName })}</p>
    </div>
  )
}
