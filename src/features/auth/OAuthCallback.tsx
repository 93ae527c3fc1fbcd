import { useEffect, useState } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'
import { useActionMessage } from './LoginForm'

/** /oauth/login/{provider}?code&state: finishes a social login, then the store redirects. */
export function OAuthCallback({ provider }: { provider: string }) {
  const { t } = useT()
  const loginWithProvider = useShop((s) => s.loginWithProvider)
  const message = useActionMessage()
  const [result, setResult] = useState<ActionResult | null>(null)
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const code = query.get('code')
    const state = query.get('state') ?? ''
    if (!code) {
      setResult({ success: false, error: t('auth.providerMissingCode') })
      return
    }
    void loginWithProvider({ provider, code, state }).then(setResult)
    // Once per callback page: a code can be used only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider])
  const error = message(result)
  if (!error) return <p>{t('oauth.signingIn')}</p>
  return (
    <div>
      <p className="form-error" role="alert">
        {error}
      </p>
      <a href="/my-account">{t('auth.backToLogin')}</a>
    </div>
  )
}
