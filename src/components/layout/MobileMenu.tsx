import { useT } from '../../i18n/useT'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../ui/Icon'
import { MainMenu } from './MainMenu'

/** The phone menu: a panel sliding in from the left with the categories, wishlist and account. */
export function MobileMenu() {
  const { t } = useT()
  const open = useUiStore((s) => s.isMobileMenuOpen)
  const setOpen = useUiStore((s) => s.setMobileMenuOpen)
  const close = () => setOpen(false)
  return (
    <aside className={`mobile-menu ${open ? 'is-open' : ''}`} aria-hidden={!open} aria-label={t('nav.menu')}>
      <div className="mobile-menu-head">
        <span>{t('nav.menu')}</span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.close')}
          onClick={close}
          tabIndex={open ? 0 : -1}
        >
          <Icon name="close" />
        </button>
      </div>
      <MainMenu className="mobile-nav" onNavigate={close} />
      <ul className="mobile-menu-extra">
        <li>
          <a href="/wishlist" onClick={close}>
            {t('nav.wishlist')}
          </a>
        </li>
        <li>
          <a href="/my-account" onClick={close}>
            {t('nav.myAccount')}
          </a>
        </li>
        <li>
          <a href="/categories" onClick={close}>
            {t('nav.categories')}
          </a>
        </li>
      </ul>
    </aside>
  )
}
