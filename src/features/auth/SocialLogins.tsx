import { useT } from '../../i18n/useT'
import { rememberRedirect } from './login-redirect-memory'
import { useLoginClients } from './useViewer'

/** A button per enabled social login provider (from getCart's `loginClients`). */
export function SocialLogins() {
  const { t } = useT()
  const clients = useLoginClients().filter((c) => c.isEnabled && c.authorizationUrl)
  if (!clients.length) return null
  return (
    <div className="social-logins" data-testid="social-logins">
      <p className="social-logins-title">{t('auth.orContinueWith')}</p>
      {clients.map((c) => (
        <a
          key={c.provider}
          className="button button-ghost"
          href={c.authorizationUrl}
          data-testid="social-login"
          onClick={() => rememberRedirect(window.location.search)}
        >
          {t('auth.loginWith', { name: c.name })}
        </a>
      ))}
    </div>
  )
}
