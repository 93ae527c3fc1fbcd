import { AddressFieldset } from '../../components/address'
import type { Address } from '../../domain/shop'
import { fieldId, type AddressField, type AddressKind } from './checkout-form'
import type { FieldErrors } from './checkout-validation'
import { useAllowedCountries, useCountryStates } from './useCheckoutData'
import { useFieldError } from './useFieldError'

/** An address's fields (billing or shipping) on the checkout, with their validation messages. */
export function AddressFields({
  kind,
  address,
  fields,
  errors,
  onChange,
}: {
  kind: AddressKind
  address: Address
  fields: readonly AddressField[]
  errors: FieldErrors
  onChange(field: AddressField, value: string): void
}) {
  const errorOf = useFieldError(errors)
  return (
    <AddressFieldset
      kind={kind}
      address={address}
      fields={fields}
      countries={useAllowedCountries()}
      states={useCountryStates(address.country)}
      idOf={(field) => ({ id: fieldId(`${kind}.${field}`), name: `${kind}.${field}` })}
      errorOf={(field, label) => errorOf(`${kind}.${field}`, label)}
      onChange={onChange}
    />
  )
}
