import './auth.css'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-runtime'
import { LoginForm } from './LoginForm'

/** /my-account for now: the login form for a guest, a greeting with logout when signed in. */
export function AccountScreen() {
  const { t } = useT()
  const loaded = useShop((s) => s.isLoaded)
  const viewer = useShop((s) => s.viewer)
  const pending = useShop((s) => s.isPending)
  const logout = useShop((s) => s.logout)
  if (!loaded) return <p>{t('account.loading')}</p>
  if (!viewer) return <LoginForm />
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
