import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/useT'
import { useAccountState } from './account-state'
import type { ProfileChanges } from './account-slice'
import { UpdateButton, useUpdate } from './UpdateButton'
import { useProfile } from './useAccountData'

const FIELDS = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['displayName', 'nickname', 'text'],
] as const

/** First and last name, email and display name of the signed-in customer. */
export function PersonalInfoTab() {
  const { t } = useT()
  const profile = useProfile()
  const updateProfile = useAccountState((s) => s.updateProfile)
  const update = useUpdate()
  const [form, setForm] = useState<ProfileChanges>({
    firstName: '',
    lastName: '',
    email: '',
    displayName: '',
  })
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (profile && !touched) setForm(profile)
  }, [profile, touched])

  function submit(event: FormEvent) {
    event.preventDefault()
    void update.send(() => updateProfile(form))
  }

  const reason = update.result && !update.result.success ? update.result.error : null
  return (
    <form className="account-form" onSubmit={submit} data-testid="personal-info-form">
      {FIELDS.map(([name, autoComplete, type]) => (
        <label key={name}>
          {t(`account.${name}`)}
          <input
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={name === 'email'}
            value={form[name]}
            onChange={(e) => {
              setTouched(true)
              update.edited()
              setForm({ ...form, [name]: e.target.value })
            }}
          />
        </label>
      ))}
      <UpdateButton state={update.state} reason={reason} testId="personal-info-save" />
    </form>
  )
}
