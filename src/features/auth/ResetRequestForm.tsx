import { useState, type FormEvent } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { useActionMessage } from './action-message'
import { checkResetRequest } from './form-validation'

/** Asks for a reset link; the answer is the same confirmation whether the address is known or not. */
export function ResetRequestForm() {
  const { t } = useT()
  const requestPasswordReset = useAuthState((s) => s.requestPasswordReset)
  const message = useActionMessage()
  const [login, setLogin] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ActionResult | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkResetRequest(login)
    setResult(refused)
    if (refused) return
    setBusy(true)
    setResult(await requestPasswordReset(login))
    setBusy(false)
  }

  if (result?.success)
    return (
      <p className="form-success" role="status" data-testid="reset-sent">
        {t('errors.resetEmailSent')}
      </p>
    )
  const error = message(result)
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} data-testid="reset-request-form" noValidate>
      <p>{t('lostPassword.intro')}</p>
      <label>
        {t('auth.username')}
        <input
          name="login"
          autoComplete="username"
          required
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </label>
      {error && (
        <p className="form-error" role="alert" data-testid="reset-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('lostPassword.sending') : t('lostPassword.send')}
      </button>
      <p className="form-links">
        <a href="/my-account">{t('auth.backToLogin')}</a>
      </p>
    </form>
  )
}
