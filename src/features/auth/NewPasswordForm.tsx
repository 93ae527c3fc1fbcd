import { useState } from 'react'
import { FormMessage, InputField, useResultMessage, useSubmit, useT, type ActionResult } from './form-kit'
import { useAuthState } from './auth-state'
import { AuthForm } from './AuthForm'
import { checkNewPassword } from './form-validation'
import { INVALID_RESET_LINK } from './password-actions'

/** Why the reset failed; a wrong, used or expired link offers a new one. */
function ResetError({ result }: { result: ActionResult | null }) {
  const { t } = useT()
  const error = useResultMessage()(result)
  const badLink = !result?.success && result?.errorKey === 'errors.invalidResetLink'
  return (
    <FormMessage tone="error" as="div">
      {error && (
        <>
          <p data-testid="reset-error">{error}</p>
          {badLink && (
            <a href="/my-account/lost-password" data-testid="request-new-link">
              {t('errors.requestNewLink')}
            </a>
          )}
        </>
      )}
    </FormMessage>
  )
}

/** A link known to be invalid when the page opens: WooCommerce's message at once, with the way to a new one. */
export function InvalidResetLink() {
  return (
    <div className="login-form" data-testid="invalid-reset-link">
      <ResetError result={INVALID_RESET_LINK} />
    </div>
  )
}

/**
 * The reset mail's link: a new password twice; on success the shopper is signed in with it. A wrong,
 * used or expired link says so and offers a new one.
 */
export function NewPasswordForm({ resetKey, login }: { resetKey: string; login: string }) {
  const { t } = useT()
  const resetPassword = useAuthState((s) => s.resetPassword)
  const submission = useSubmit<ActionResult>()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const newPassword = { type: 'password', autoComplete: 'new-password', required: true } as const
  return (
    <AuthForm
      name="new-password"
      submission={submission}
      send={() => resetPassword({ key: resetKey, login, password })}
      check={() => checkNewPassword(password, confirmation)}
      label={t('lostPassword.save')}
      busyLabel={t('lostPassword.saving')}
      disabled={!!submission.result?.success}
    >
      <p>{t('lostPassword.newPasswordIntro')}</p>
      <InputField
        {...newPassword}
        label={t('lostPassword.newPassword')}
        name="password"
        value={password}
        onValue={setPassword}
      />
      <InputField
        {...newPassword}
        label={t('auth.confirmPassword')}
        name="confirmation"
        value={confirmation}
        onValue={setConfirmation}
      />
      <FormMessage tone="status" testId="reset-done">
        {submission.result?.success && t('lostPassword.done')}
      </FormMessage>
      <ResetError result={submission.result} />
    </AuthForm>
  )
}
