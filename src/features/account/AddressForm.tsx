import { useMemo, type FormEvent } from 'react'
import { AddressFieldset, BASE_COUNTRY, fieldsOf } from '../../components/address'
import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { useAccountState } from './account-state'
import type { AddressKind } from './account-slice'
import { UpdateButton, useUpdate } from './UpdateButton'
import { useAddressStates } from './useAddressStates'
import { useAllowedCountryCodes } from './useAccountData'
import { useEditableCopy } from './useEditableCopy'

/**
 * One address of the customer (billing or shipping; shipping has no email or phone in WooCommerce), with the
 * checkout's fields. An address without a country starts in the shop's base country, as WooCommerce's does.
 */
export function AddressForm({ kind, address }: { kind: AddressKind; address: Address }) {
  const { t } = useT()
  const updateAddress = useAccountState((s) => s.updateAddress)
  const update = useUpdate()
  const saved = useMemo(() => (address.country ? address : { ...address, country: BASE_COUNTRY }), [address])
  const [form, change] = useEditableCopy(saved, saved, update.edited)

  function submit(event: FormEvent) {
    event.preventDefault()
    void update.send(() => updateAddress(kind, form))
  }

  const reason = update.result && !update.result.success ? update.result.error : null
  return (
    <form className="account-form" onSubmit={submit} data-testid={`${kind}-address-form`}>
      <h2>{t(`account.${kind}`)}</h2>
      <AddressFieldset
        kind={kind}
        address={form}
        fields={fieldsOf(kind)}
        countries={useAllowedCountryCodes()}
        states={useAddressStates(form.country)}
        idOf={(field) => ({ id: `account-${kind}-${field}`, name: field })}
        onChange={(field, value) => {
          change(field, value)
          // A state belongs to its country: a new country starts without one, as on the checkout.
          if (field === 'country') change('state', '')
        }}
      />
      <UpdateButton state={update.state} reason={reason} testId={`${kind}-address-save`} />
    </form>
  )
}
