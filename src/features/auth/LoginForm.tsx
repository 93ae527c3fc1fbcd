import { useState, type FormEvent } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useShop } from '../../shop/shop-context'
import { useLoginClients } from './useViewer'

/** The message of a failed action in the shopper's language (the backend's own text when unknown). */
export function useActionMessage(): (result: ActionResult | null) => string | null {
  const { t } = useT()
  return (result) =>
    !result || result.success
      ? null
      : result.errorKey
        ? t(result.errorKey, { defaultValue: result.error })
        : result.error
}

/**
 * Password login (and the social login buttons). What the shopper typed stays in the form whatever
 * the outcome, so a network failure only needs another try.
 */
export function LoginForm() {
  const { t } = useT()
  const login = useShop((s) => s.login)
  const pending = useShop((s) => s.isPending)
  const loginClients = useLoginClients()
  const message = useActionMessage()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [result, setResult] = useState<ActionResult | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setResult(null)
    setResult(await login({ username, password }))
  }

  const error = message(result)
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} data-testid="login-form">
      <h2>{t('auth.loginTitle')}</h2>
      <label>
        {t('auth.username')}
        <input
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label>
        {t('auth.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && (
        <p className="form-error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p>
        <a href="/my-account/lost-password">{t('auth.forgotPassword')}</a>
      </p>
      {loginClients.some((c) => c.isEnabled && c.authorizationUrl) && (
        <div className="social-logins">
          {loginClients
            .filter((c) => c.isEnabled && c.authorizationUrl)
            .map((c) => (
              <a key={c.provider} className="button button-ghost" href={c.authorizationUrl}>
                {t('auth.loginWith', { name: c.name })}
              </a>
            ))}
        </div>
      )}
    </form>
  )
}
