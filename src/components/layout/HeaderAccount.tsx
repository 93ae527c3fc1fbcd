import { useT } from '../../i18n/useT'
import { Icon } from '../ui/Icon'

/** The sign-in link; the live account menu replaces it once the shop store has loaded. */
export function HeaderAccount() {
  const { t } = useT()
  return (
    <a href="/my-account" className="header-account">
      <Icon name="user" />
      <span className="header-account-label">{t('nav.signIn')}</span>
    </a>
  )
}
