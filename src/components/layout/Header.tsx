import { useT } from '../../i18n/useT'
import { config } from '../../config'
import { useEarlyAction } from '../../lib/early-action'
import { useUiStore } from '../../store/ui-store'
import { Icon } from '../ui/Icon'
import { HeaderAccount } from './HeaderAccount'
import { HeaderCartTrigger } from './HeaderCartTrigger'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MainMenu } from './MainMenu'
import { SearchBox } from './SearchBox'

export function Header() {
  const { t } = useT()
  const menuOpen = useUiStore((s) => s.isMobileMenuOpen)
  const setMenuOpen = useUiStore((s) => s.setMobileMenuOpen)
  useEarlyAction('open-menu', () => setMenuOpen(true))
  return (
    <header className="header">
      <div className="header-inner container">
        <button
          type="button"
          className="icon-button header-menu-toggle"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          data-early-action="open-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name="menu" />
        </button>
        <a href="/" className="logo-link" aria-label={config.siteName}>
          <Logo />
          <span className="logo-name">{config.siteName}</span>
        </a>
        <MainMenu className="header-nav" />
        <div className="header-actions">
          <SearchBox />
          <LanguageSwitcher compact className="header-language" testId="header-language" />
          <HeaderAccount />
          <HeaderCartTrigger />
        </div>
      </div>
    </header>
  )
}
