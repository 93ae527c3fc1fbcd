import { useState } from 'react'
import { FormMessage, useResultMessage, useSubmit, useT, type ActionResult } from './form-kit'
import { useAuthState } from './auth-state'
import { AuthForm } from './AuthForm'
import { checkResetRequest } from './form-validation'
import { UsernameField } from './UsernameField'

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
    <AuthForm
      name="reset-request"
      submission={submission}
      send={() => requestPasswordReset(login)}
      check={() => checkResetRequest(login)}
      label={t('lostPassword.send')}
      busyLabel={t('lostPassword.sending')}
      links={<a href="/my-account">{t('auth.backToLogin')}</a>}
    >
      <p>{t('lostPassword.intro')}</p>
      <UsernameField name="login" value={login} onValue={setLogin} />
      <FormMessage tone="error" testId="reset-error">
        {message(submission.result)}
      </FormMessage>
    </AuthForm>
  )
}
