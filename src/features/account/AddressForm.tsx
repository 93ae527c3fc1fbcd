import type { FormEvent } from 'react'
import {
  autoCompleteOf,
  fieldsOf,
  inputTypeOf,
  NamedOptions,
  useCountryOptions,
  type AddressField,
} from '../../components/address'
import { InputField, SelectField } from '../../components/form'
import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAccountState } from './account-state'
import type { AddressKind } from './account-slice'
import { UpdateButton, useUpdate } from './UpdateButton'
import { useAllowedCountryCodes } from './useAccountData'
import { useEditableCopy } from './useEditableCopy'

/** The country select: the shop's countries named in the shopper's language (and the saved one). */
function CountrySelect({ value, onValue }: { value: string; onValue(value: string): void }) {
  const { t } = useT()
  const countries = useCountryOptions(useAllowedCountryCodes(), value)
  return (
    <SelectField
      label={t('account.country')}
      name="country"
      autoComplete="country"
      value={value}
      onValue={onValue}
    >
      <option value="">—</option>
      <NamedOptions options={countries} />
    </SelectField>
  )
}

/** One address of the customer (billing or shipping); shipping has no email or phone in WooCommerce. */
export function AddressForm({ kind, address }: { kind: AddressKind; address: Address }) {
  const { t } = useT()
  const updateAddress = useAccountState((s) => s.updateAddress)
  const update = useUpdate()
  const [form, change] = useEditableCopy(address, address, update.edited)
  const fields = fieldsOf(kind).filter(
    (field): field is Exclude<AddressField, 'country'> => field !== 'country',
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    void update.send(() => updateAddress(kind, form))
  }

  const reason = update.result && !update.result.success ? update.result.error : null
  return (
    <form className="account-form" onSubmit={submit} data-testid={`${kind}-address-form`}>
      <h2>{t(`account.${kind}`)}</h2>
      <CountrySelect value={form.country} onValue={(value) => change('country', value)} />
      {fields.map((field) => (
        <InputField
          key={field}
          label={t(`account.${field}`)}
          name={field}
          type={inputTypeOf(field)}
          autoComplete={autoCompleteOf(kind, field)}
          value={form[field]}
          onValue={(value) => change(field, value)}
        />
      ))}
      <UpdateButton state={update.state} reason={reason} testId={`${kind}-address-save`} />
    </form>
  )
}
