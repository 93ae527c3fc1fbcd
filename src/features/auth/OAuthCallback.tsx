import { useEffect, useState } from 'react'
import { useResultMessage } from '../../components/form'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { takeRememberedRedirect } from './login-redirect-memory'

const refused = (errorKey: string, error: string): ActionResult => ({ success: false, error, errorKey })

/**
 * /oauth/login/{provider}?code&state: finishes a social login (the store then sends the shopper on);
 * a refused consent (`?error=access_denied`) or a missing code ends here with a message.
 */
export function OAuthCallback({ provider }: { provider: string }) {
  const { t } = useT()
  const loginWithProvider = useAuthState((s) => s.loginWithProvider)
  const message = useResultMessage()
  const [result, setResult] = useState<ActionResult | null>(null)
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const code = query.get('code')
    const redirect = takeRememberedRedirect()
    if (query.get('error')) {
      setResult(refused('oauth.denied', 'The sign-in was cancelled at the provider. Please try again.'))
      return
    }
    if (!code) {
      setResult(
        refused('auth.providerMissingCode', 'The sign-in provider did not send a code. Please try again.'),
      )
      return
    }
    void loginWithProvider({ provider, code, state: query.get('state') ?? '', redirect }).then(setResult)
    // Once per callback page: a code can be used only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider])
  const error = message(result)
  if (!error) return <p data-testid="oauth-pending">{t('oauth.signingIn')}</p>
  return (
    <div>
      <p className="form-error" role="alert" data-testid="oauth-error">
        {error}
      </p>
      <a href="/my-account">{t('auth.backToLogin')}</a>
    </div>
  )
}
