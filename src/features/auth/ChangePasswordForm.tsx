import { useState, type FormEvent } from 'react'
import { InputField, useResultMessage } from '../../components/form'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { UpdateButton, useUpdate } from '../account'
import { checkPasswordChange } from './form-validation'

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

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkPasswordChange(form.current, form.password, form.confirmation)
    if (refused) return update.refuse(refused)
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
          onValue={(value) => {
            update.edited()
            setForm({ ...form, [name]: value })
          }}
        />
      ))}
      <UpdateButton state={update.state} reason={message(update.result)} testId="password-save" />
    </form>
  )
}
