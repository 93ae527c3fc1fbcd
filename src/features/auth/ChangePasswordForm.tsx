import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/useT'
import { useAuthState } from './auth-state'
import { UpdateButton, useUpdate } from '../account'
import { useActionMessage } from './action-message'
import { checkPasswordChange } from './form-validation'

const EMPTY = { current: '', password: '', confirmation: '' }

/** Current password, new password and its confirmation; the current one is checked by the backend first. */
export function ChangePasswordForm() {
  const { t } = useT()
  const changePassword = useAuthState((s) => s.changePassword)
  const message = useActionMessage()
  const update = useUpdate()
  const [form, setForm] = useState(EMPTY)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const refused = checkPasswordChange(form.current, form.password, form.confirmation)
    if (refused) return update.refuse(refused)
    let changed = false
    await update.send(async () => {
      const outcome = await changePassword({ current: form.current, password: form.password })
      changed = outcome.success
      return outcome
    })
    // Passwords never stay on screen longer than needed: all of them after a change, the current one after a refusal.
    setForm((f) => (changed ? EMPTY : { ...f, current: '' }))
  }

  const fields = [
    ['current', 'account.currentPassword', 'current-password'],
    ['password', 'account.newPassword', 'new-password'],
    ['confirmation', 'account.confirmNewPassword', 'new-password'],
  ] as const
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} data-testid="password-form" noValidate>
      {fields.map(([name, label, autoComplete]) => (
        <label key={name}>
          {t(label)}
          <input
            name={name}
            type="password"
            autoComplete={autoComplete}
            required
            value={form[name]}
            onChange={(e) => {
              update.edited()
              setForm({ ...form, [name]: e.target.value })
            }}
          />
        </label>
      ))}
      <UpdateButton state={update.state} reason={message(update.result)} testId="password-save" />
    </form>
  )
}
