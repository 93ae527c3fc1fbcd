import { Dialog } from '../dialog'
import { useT } from '../../i18n/useT'
import { useUiStore } from '../../store/ui-store'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainMenu } from './MainMenu'

/** The phone menu: a modal panel sliding in from the left with the categories, wishlist, account and language. */
export function MobileMenu() {
  const { t } = useT()
  const open = useUiStore((s) => s.isMobileMenuOpen)
  const setOpen = useUiStore((s) => s.setMobileMenuOpen)
  const close = () => setOpen(false)
  return (
    <Dialog
      name="mobile-menu"
      open={open}
      onClose={close}
      title={t('nav.menu')}
      titleTag="span"
      head={<LanguageSwitcher compact className="mobile-language" testId="mobile-language" />}
      aria-hidden={!open}
      data-testid="mobile-menu"
    >
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
    </Dialog>
  )
}
