import './auth.css'
import { usePageContext } from '../../../renderer/usePageContext'
import type { Viewer } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'
import { WishlistList } from '../wishlist'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { useViewer } from './useViewer'

/** /my-account: the login form (or with `?action=register` the registration form) for a guest; for a signed-in shopper a greeting with logout and the wishlist tab. */
export function AccountScreen() {
  const { t } = useT()
  const loaded = useShop((s) => s.isLoaded)
  const viewer = useViewer()
  const search = usePageContext().urlParsed.search
  const tab = search.tab
  if (!loaded) return <p>{t('account.loading')}</p>
  if (!viewer) {
    const redirect = search.redirect ?? null
    return search.action === 'register' ? (
      <RegisterForm redirect={redirect} />
    ) : (
      <LoginForm redirect={redirect} />
    )
  }
  return (
    <>
      <nav className="account-tabs" aria-label={t('account.title')}>
        <a href="/my-account" aria-current={tab !== 'wishlist' ? 'page' : undefined}>
          {t('account.title')}
        </a>
        <a href="/my-account?tab=wishlist" aria-current={tab === 'wishlist' ? 'page' : undefined}>
          {t('nav.wishlist')}
        </a>
      </nav>
      {tab === 'wishlist' ? <WishlistList /> : <Welcome viewer={viewer} />}
    </>
  )
}

function Welcome({ viewer }: { viewer: Viewer }) {
  const { t } = useT()
  const pending = useShop((s) => s.isPending)
  const logout = useShop((s) => s.logout)
  return (
    <div className="account-welcome" data-testid="account-welcome">
      <p>{t('auth.welcome', { name: viewer.firstName || viewer.username })}</p>
      <button type="button" className="button button-ghost" disabled={pending} onClick={() => void logout()}>
        {pending && <span className="spinner" aria-hidden="true" />}
        {t('nav.logout')}
      </button>
    </div>
  )
}
