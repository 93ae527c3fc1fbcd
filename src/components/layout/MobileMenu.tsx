import { useId } from 'react'
import { useModalDialog } from '../dialog'
import { useT } from '../../i18n/useT'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../ui/Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainMenu } from './MainMenu'

/** The phone menu: a modal panel sliding in from the left with the categories, wishlist, account and language. */
export function MobileMenu() {
  const { t } = useT()
  const open = useUiStore((s) => s.isMobileMenuOpen)
  const setOpen = useUiStore((s) => s.setMobileMenuOpen)
  const close = () => setOpen(false)
  const ref = useModalDialog<HTMLDivElement>(open, close)
  const titleId = useId()
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-hidden={!open}
      tabIndex={-1}
      className={`mobile-menu ${open ? 'is-open' : ''}`}
      data-testid="mobile-menu"
    >
      <div className="mobile-menu-head">
        <span id={titleId}>{t('nav.menu')}</span>
        <LanguageSwitcher compact className="mobile-language" testId="mobile-language" />
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.close')}
          onClick={close}
          data-autofocus=""
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
    </div>
  )
}
