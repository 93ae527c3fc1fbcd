import { useT } from '../../i18n/useT'
import { usePageContext } from '../../../renderer/usePageContext'
import { MENU_LINKS } from './menu-links'

export function MainMenu({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useT()
  const { urlPathname } = usePageContext()
  return (
    <nav className={className} aria-label={t('nav.main')}>
      <ul>
        {MENU_LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={onNavigate}
              aria-current={urlPathname.startsWith(link.href) ? 'page' : undefined}
            >
              {t(link.labelKey)}
              {link.hot && <span className="badge-hot">{t('nav.hot')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
