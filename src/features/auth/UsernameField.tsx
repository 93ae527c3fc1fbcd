import { InputField, useT } from './form-kit'

/** The field that names an account for the login and the reset request: a username or an email, as WooCommerce takes either. */
export function UsernameField({
  name,
  value,
  onValue,
}: {
  name: string
  value: string
  onValue: (value: string) => void
}) {
  const { t } = useT()
  return (
    <InputField
      label={t('auth.username')}
      name={name}
      autoComplete="username"
      required
      value={value}
      onValue={onValue}
    />
  )
}
