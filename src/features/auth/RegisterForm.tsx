import { useState } from 'react'
import { FormMessage, InputField, useResultMessage, useSubmit, useT, type ActionResult } from './form-kit'
import { useAuthState } from './auth-state'
import { guestViewHref } from './account-links'
import { AuthForm } from './AuthForm'
import { checkRegistration, type RegistrationForm } from './form-validation'

/** Each field: its name, label, input type and autofill hint. */
const FIELDS = [
  ['username', 'auth.usernameOnly', 'text', 'username'],
  ['email', 'auth.email', 'email', 'email'],
  ['password', 'auth.password', 'password', 'new-password'],
  ['confirmation', 'auth.confirmPassword', 'password', 'new-password'],
] as const

const EMPTY: RegistrationForm = { username: '', email: '', password: '', confirmation: '' }

/** Sign-up: username, email, password twice; on success the new customer is signed in and sent on. */
export function RegisterForm({ redirect }: { redirect: string | null }) {
  const { t } = useT()
  const register = useAuthState((s) => s.register)
  const pending = useAuthState((s) => s.isPending)
  const message = useResultMessage()
  const submission = useSubmit<ActionResult>()
  const [form, setForm] = useState<RegistrationForm>(EMPTY)
  return (
    <AuthForm
      name="register"
      submission={submission}
      send={() => register(form)}
      check={() => checkRegistration(form)}
      label={t('auth.register')}
      busyLabel={t('auth.registering')}
      busy={pending}
      links={
        <a href={guestViewHref('login', redirect)} data-testid="login-link">
          {t('auth.haveAccount')}
        </a>
      }
    >
      <h2>{t('auth.registerTitle')}</h2>
      {FIELDS.map(([name, label, type, autoComplete]) => (
        <InputField
          key={name}
          label={t(label)}
          type={type === 'text' ? undefined : type}
          autoComplete={autoComplete}
          name={name}
          value={form[name]}
          required
          onValue={(value) => setForm({ ...form, [name]: value })}
        />
      ))}
      <FormMessage tone="error" testId="register-error">
        {message(submission.result)}
      </FormMessage>
    </AuthForm>
  )
}
