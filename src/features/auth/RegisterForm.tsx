import { useState, type FormEvent } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { guestViewHref } from './account-links'
import { useActionMessage } from './action-message'
import { checkRegistration } from './form-validation'

/** Sign-up: username, email, password twice; on success the new customer is signed in and sent on. */
export function RegisterForm({ redirect }: { redirect: string | null }) {
  const { t } = useT()
  const register = useAuthState((s) => s.register)
  const pending = useAuthState((s) => s.isPending)
  const message = useActionMessage()
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmation: '' })
  const [result, setResult] = useState<ActionResult | null>(null)
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkRegistration(form)
    setResult(refused)
    if (refused) return
    setResult(await register(form))
  }

  const error = message(result)
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} data-testid="register-form" noValidate>
      <h2>{t('auth.registerTitle')}</h2>
      <label>
        {t('auth.usernameOnly')}
        <input autoComplete="username" {...field('username')} />
      </label>
      <label>
        {t('auth.email')}
        <input type="email" autoComplete="email" {...field('email')} />
      </label>
      <label>
        {t('auth.password')}
        <input type="password" autoComplete="new-password" {...field('password')} />
      </label>
      <label>
        {t('auth.confirmPassword')}
        <input type="password" autoComplete="new-password" {...field('confirmation')} />
      </label>
      {error && (
        <p className="form-error" role="alert" data-testid="register-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={pending}
        data-testid="register-submit"
      >
        {pending && <span className="spinner" aria-hidden="true" />}
        {pending ? t('auth.registering') : t('auth.register')}
      </button>
      <p className="form-links">
        <a href={guestViewHref('login', redirect)} data-testid="login-link">
          {t('auth.haveAccount')}
        </a>
      </p>
    </form>
  )
}
