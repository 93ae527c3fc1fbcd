import { useState, type FormEvent } from 'react'
import { InputField, useResultMessage } from '../../components/form'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { UpdateButton, useUpdate } from '../account'
import { checkPasswordChange, type PasswordChangeField } from './form-validation'

const EMPTY = { current: '', password: '', confirmation: '' }
const FIELDS = [
  ['current', 'account.currentPassword', 'current-password'],
  ['password', 'account.newPassword', 'new-password'],
  ['confirmation', 'account.confirmNewPassword', 'new-password'],
] as const

/** Current password, new password and its confirmation; the current one is checked by the backend first. */
export function ChangePasswordForm() {
  const { t } = useT()
  const changePassword = useAuthState((s) => s.changePassword)
  const message = useResultMessage()
  const update = useUpdate()
  const [form, setForm] = useState(EMPTY)
  const [invalid, setInvalid] = useState<{ field: PasswordChangeField; message: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkPasswordChange(form.current, form.password, form.confirmation)
    // The form's own check is the field's message: nothing was sent, so nothing "failed to update".
    setInvalid(refused && { field: refused.field, message: message(refused.refusal) ?? '' })
    if (refused) return
    const outcome = await update.send(() =>
      changePassword({ current: form.current, password: form.password }),
    )
    if (!outcome) return
    // Passwords never stay on screen longer than needed: all of them after a change, the current one after a refusal.
    setForm((f) => (outcome?.success ? EMPTY : { ...f, current: '' }))
  }

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} data-testid="password-form" noValidate>
      {FIELDS.map(([name, label, autoComplete]) => (
        <InputField
          key={name}
          label={t(label)}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          value={form[name]}
          error={invalid?.field === name ? invalid.message : null}
          errorId={`password-${name}-error`}
          errorAfterLabel
          errorLine={{ role: 'alert', testId: `password-${name}-error` }}
          onValue={(value) => {
            update.edited()
            if (invalid?.field === name) setInvalid(null)
            setForm({ ...form, [name]: value })
          }}
        />
      ))}
      <UpdateButton state={update.state} reason={message(update.result)} testId="password-save" />
    </form>
  )
}
