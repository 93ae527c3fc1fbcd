import type { FormEvent } from 'react'
import { InputField } from '../../components/form'
import { useT } from '../../i18n/useT'
import { useAccountState } from './account-state'
import type { ProfileChanges } from './account-slice'
import { UpdateButton, useUpdate } from './UpdateButton'
import { useProfile } from './useAccountData'
import { useEditableCopy } from './useEditableCopy'

const FIELDS = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['displayName', 'nickname', 'text'],
] as const

const EMPTY: ProfileChanges = { firstName: '', lastName: '', email: '', displayName: '' }

/** First and last name, email and display name of the signed-in customer. */
export function PersonalInfoTab() {
  const { t } = useT()
  const profile = useProfile()
  const updateProfile = useAccountState((s) => s.updateProfile)
  const update = useUpdate()
  const [form, change] = useEditableCopy(profile, EMPTY, update.edited)

  function submit(event: FormEvent) {
    event.preventDefault()
    void update.send(() => updateProfile(form))
  }

  const reason = update.result && !update.result.success ? update.result.error : null
  return (
    <form className="account-form" onSubmit={submit} data-testid="personal-info-form">
      {FIELDS.map(([name, autoComplete, type]) => (
        <InputField
          key={name}
          label={t(`account.${name}`)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={name === 'email'}
          value={form[name]}
          onValue={(value) => change(name, value)}
        />
      ))}
      <UpdateButton state={update.state} reason={reason} testId="personal-info-save" />
    </form>
  )
}
