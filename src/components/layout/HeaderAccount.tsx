import { useTranslation } from 'react-i18next'
import { Icon } from '../ui/Icon'

/** The sign-in link; the live account menu replaces it once the shop store has loaded. */
export function HeaderAccount() {
  const { t } = useTranslation()
  return (
    <a href="/my-account" className="header-account">
      <Icon name="user" />
      <span className="header-account-label">{t('nav.signIn')}</span>
    </a>
  )
}
