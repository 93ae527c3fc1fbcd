import { useState, type FormEvent } from 'react'
import type { ActionResult } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { useActionMessage } from './action-message'
import { checkNewPassword } from './form-validation'

/**
 * The reset mail's link: a new password twice; on success the shopper is signed in with it. A wrong,
 * used or expired link says so and offers a new one.
 */
export function NewPasswordForm({ resetKey, login }: { resetKey: string; login: string }) {
  const { t } = useT()
  const resetPassword = useAuthState((s) => s.resetPassword)
  const message = useActionMessage()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ActionResult | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkNewPassword(password, confirmation)
    setResult(refused)
    if (refused) return
    setBusy(true)
    setResult(await resetPassword({ key: resetKey, login, password }))
    setBusy(false)
  }

  const error = message(result)
  const badLink = !result?.success && result?.errorKey === 'errors.invalidResetLink'
  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} data-testid="new-password-form" noValidate>
      <p>{t('lostPassword.newPasswordIntro')}</p>
      <label>
        {t('lostPassword.newPassword')}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label>
        {t('auth.confirmPassword')}
        <input
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </label>
      {result?.success && (
        <p className="form-success" role="status" data-testid="reset-done">
          {t('lostPassword.done')}
        </p>
      )}
      {error && (
        <div className="form-error" role="alert">
          <p data-testid="reset-error">{error}</p>
          {badLink && (
            <a href="/my-account/lost-password" data-testid="request-new-link">
              {t('errors.requestNewLink')}
            </a>
          )}
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={busy || !!result?.success}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('lostPassword.saving') : t('lostPassword.save')}
      </button>
    </form>
  )
}
