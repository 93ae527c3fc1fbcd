import { useState } from 'react'
import {
  FormMessage,
  handleSubmit,
  InputField,
  SubmitButton,
  useSubmit,
  useResultMessage,
} from '../../components/form'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { guestViewHref } from './account-links'
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

/** Why the login failed, with the way on where there is one (sign up, reset the password). */
function LoginError({ result, signUpHref }: { result: ActionResult | null; signUpHref: string }) {
  const error = useResultMessage()(result)
  const key = !result?.success ? result?.errorKey : undefined
  return (
    <FormMessage tone="error" testId="login-error">
      {error &&
        (key === 'errors.noAccount' ? (
          <NoAccountMessage message={error} signUpHref={signUpHref} />
        ) : key === 'auth.credentialsNotRight' ? (
          <CredentialsNotRightMessage message={error} signUpHref={signUpHref} />
        ) : (
          error
        ))}
    </FormMessage>
  )
}

/** The ways on from the login form: the lost password and the registration. */
function LoginLinks({ registerHref }: { registerHref: string }) {
  const { t } = useT()
  return (
    <p className="form-links">
      <a href="/my-account/lost-password">{t('auth.forgotPassword')}</a>
      <a href={registerHref} data-testid="register-link">
        {t('auth.noAccountYet')}
      </a>
    </p>
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
  const submission = useSubmit<ActionResult>()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const registerHref = guestViewHref('register', redirect)
  return (
    <form
      className="login-form"
      onSubmit={handleSubmit(() => submission.submit(() => login({ username, password })))}
      data-testid="login-form"
    >
      <h2>{t('auth.loginTitle')}</h2>
      <InputField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        required
        value={username}
        onValue={setUsername}
      />
      <InputField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
      />
      <LoginError result={submission.result} signUpHref={registerHref} />
      <SubmitButton
        busy={pending}
        label={t('auth.login')}
        busyLabel={t('auth.loggingIn')}
        testId="login-submit"
      />
      <LoginLinks registerHref={registerHref} />
      <SocialLogins />
    </form>
  )
}
