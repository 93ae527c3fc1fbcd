import { useState } from 'react'
import { FormMessage, InputField, useResultMessage, useSubmit, useT, type ActionResult } from './form-kit'
import { useAuthState } from './auth-state'
import { guestViewHref } from './account-links'
import { AuthForm } from './AuthForm'
import { SocialLogins } from './SocialLogins'
import { UsernameField } from './UsernameField'

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
    <AuthForm
      name="login"
      submission={submission}
      send={() => login({ username, password })}
      label={t('auth.login')}
      busyLabel={t('auth.loggingIn')}
      busy={pending}
      links={
        <>
          <a href="/my-account/lost-password">{t('auth.forgotPassword')}</a>
          <a href={registerHref} data-testid="register-link">
            {t('auth.noAccountYet')}
          </a>
        </>
      }
      footer={<SocialLogins />}
    >
      <h2>{t('auth.loginTitle')}</h2>
      <UsernameField name="username" value={username} onValue={setUsername} />
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
    </AuthForm>
  )
}
