import './auth.css'
import { usePageContext } from '../../../renderer/usePageContext'
import { useT } from '../../i18n/useT'
import { useShopSession } from '../../shop-kit'
import { AddressesTab, DownloadsTab, OrdersTab, PersonalInfoTab } from '../account'
import { WishlistList } from '../wishlist'
import { ChangePasswordForm } from './ChangePasswordForm'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { useAuthState } from './auth-state'
import { useViewer } from './useViewer'

const TABS = [
  ['personal', 'account.tabs.personal', PersonalInfoTab],
  ['addresses', 'account.tabs.addresses', AddressesTab],
  ['password', 'account.tabs.password', ChangePasswordForm],
  ['orders', 'account.tabs.orders', OrdersTab],
  ['downloads', 'account.tabs.downloads', DownloadsTab],
  ['wishlist', 'nav.wishlist', WishlistList],
] as const

/**
 * /my-account: the login form (or with `?action=register` the registration form) for a guest; for a
 * signed-in shopper the account's tabs, chosen by `?tab=` (personal information when absent or unknown).
 */
export function AccountScreen() {
  const { t } = useT()
  const loaded = useShopSession((s) => s.isLoaded)
  const viewer = useViewer()
  const isNewAccount = useAuthState((s) => s.isNewAccount)
  const search = usePageContext().urlParsed.search
  if (!loaded) return <p>{t('account.loading')}</p>
  if (!viewer) {
    const redirect = search.redirect ?? null
    return search.action === 'register' ? (
      <RegisterForm redirect={redirect} />
    ) : (
      <LoginForm redirect={redirect} />
    )
  }
  const current = TABS.find(([id]) => id === search.tab) ?? TABS[0]
  const [currentId, , Tab] = current
  return (
    <div className="account-area" data-testid="account-area">
      <p className="account-welcome" data-testid="account-welcome">
        {t(isNewAccount ? 'auth.welcomeNew' : 'auth.welcome', { name: viewer.firstName || viewer.username })}
      </p>
      <nav className="account-tabs" aria-label={t('account.title')}>
        {TABS.map(([id, label]) => (
          <a
            key={id}
            href={id === 'personal' ? '/my-account' : `/my-account?tab=${id}`}
            aria-current={id === currentId ? 'page' : undefined}
            data-testid={`account-tab-${id}`}
          >
            {t(label)}
          </a>
        ))}
      </nav>
      <section className="account-panel" data-testid={`account-panel-${currentId}`}>
        <Tab />
      </section>
    </div>
  )
}
