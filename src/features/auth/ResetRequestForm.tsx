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
import { checkResetRequest } from './form-validation'

/** Asks for a reset link; the answer is the same confirmation whether the address is known or not. */
export function ResetRequestForm() {
  const { t } = useT()
  const requestPasswordReset = useAuthState((s) => s.requestPasswordReset)
  const message = useResultMessage()
  const submission = useSubmit<ActionResult>()
  const [login, setLogin] = useState('')
  if (submission.result?.success)
    return (
      <FormMessage tone="status" testId="reset-sent">
        {t('errors.resetEmailSent')}
      </FormMessage>
    )
  return (
    <form
      className="login-form"
      onSubmit={handleSubmit(() =>
        submission.submit(
          () => requestPasswordReset(login),
          () => checkResetRequest(login),
        ),
      )}
      data-testid="reset-request-form"
      noValidate
    >
      <p>{t('lostPassword.intro')}</p>
      <InputField
        label={t('auth.username')}
        name="login"
        autoComplete="username"
        required
        value={login}
        onValue={setLogin}
      />
      <FormMessage tone="error" testId="reset-error">
        {message(submission.result)}
      </FormMessage>
      <SubmitButton
        busy={submission.busy}
        label={t('lostPassword.send')}
        busyLabel={t('lostPassword.sending')}
      />
      <p className="form-links">
        <a href="/my-account">{t('auth.backToLogin')}</a>
      </p>
    </form>
  )
}
