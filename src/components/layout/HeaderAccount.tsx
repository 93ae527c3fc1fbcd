import { useT } from '../../i18n/useT'
import { AccountMenuSlot } from '../../shop-loader/slots'
import { Icon } from '../ui/Icon'

/** The sign-in link; the live account menu (username, avatar dropdown) replaces it once the shop has loaded. */
export function HeaderAccount() {
  const { t } = useT()
  return (
    <AccountMenuSlot
      fallback={
        <a href="/my-account" className="header-account">
          <Icon name="user" />
          <span className="header-account-label">{t('nav.signIn')}</span>
        </a>
      }
    />
  )
}
