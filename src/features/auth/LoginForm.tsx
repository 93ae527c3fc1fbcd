import { useState, type FormEvent } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { guestViewHref } from './account-links'
import { useActionMessage } from './action-message'
import { SocialLogins } from './SocialLogins'

/**
 * 'No account found with that username. Sign up for a new account.' with its second sentence (in
 * every language) as the link to the registration form.
 */
function NoAccountMessage({ message, signUpHref }: { message: string; signUpHref: string }) {
  const end = message.indexOf('. ')
  if (end < 0) return <a href={signUpHref}>{message}</a>
  return (
    <>
      {message.slice(0, end + 1)}{' '}
      <a href={signUpHref} data-testid="signup-link">
        {message.slice(end + 2)}
      </a>
    </>
  )
}

/**
 * A refusal the backend gives no reason for ('The email address, username or password is not right.'), with the
 * two ways on: reset the password, or create an account.
 */
function CredentialsNotRightMessage({ message, signUpHref }: { message: string; signUpHref: string }) {
  const { t } = useT()
  return (
    <>
      {message}{' '}
      <a href="/my-account/lost-password" data-testid="login-error-lost-password">
        {t('auth.forgotPassword')}
      </a>{' '}
      <a href={signUpHref} data-testid="signup-link">
        {t('auth.noAccountYet')}
      </a>
    </>
  )
}

/**
 * Password login, with the links to registration and the lost password, and the social login
 * buttons. What the shopper typed stays in the form whatever the outcome.
 */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useT()
  const login = useAuthState((s) => s.login)
  const pending = useAuthState((s) => s.isPending)
  const message = useActionMessage()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [result, setResult] = useState<ActionResult | null>(null)
  const registerHref = guestViewHref('register', redirect)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setResult(null)
    setResult(await login({ username, password }))
  }

  const error = message(result)
  const noAccount = !result?.success && result?.errorKey === 'errors.noAccount'
  const notRight = !result?.success && result?.errorKey === 'auth.credentialsNotRight'
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
          {noAccount ? (
            <NoAccountMessage message={error} signUpHref={registerHref} />
          ) : notRight ? (
            <CredentialsNotRightMessage message={error} signUpHref={registerHref} />
          ) : (
            error
          )}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={pending} data-testid="login-submit">
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p className="form-links">
        <a href="/my-account/lost-password">{t('auth.forgotPassword')}</a>
        <a href={registerHref} data-testid="register-link">
          {t('auth.noAccountYet')}
        </a>
      </p>
      <SocialLogins />
    </form>
  )
}
