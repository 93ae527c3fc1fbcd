import { autoCompleteOf, inputTypeOf, isHalfWidth } from '../../components/address'
import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import type { AddressField, AddressKind } from './checkout-form'
import type { FieldErrors } from './checkout-validation'
import { isRequired } from './checkout-validation'
import { CountryField, StateField } from './CountryStateFields'
import { TextField } from './TextField'
import { useFieldError } from './useFieldError'

/** An address's fields (billing or shipping), in WooCommerce's order, with their messages. */
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
  const { t } = useT()
  const errorOf = useFieldError(errors)
  return (
    <div className="address-fields">
      {fields.map((field) => {
        const path = `${kind}.${field}` as const
        const common = {
          path,
          label: t(`checkout.fields.${field}`),
          required: isRequired(field),
          error: errorOf(path, t(`checkout.fields.${field}`)),
          value: address[field],
          onValue: (value: string) => onChange(field, value),
          autoComplete: `section-${kind} ${autoCompleteOf(kind, field)}`,
        }
        if (field === 'country') return <CountryField key={field} {...common} />
        if (field === 'state')
          return <StateField key={field} {...common} className="is-half" country={address.country} />
        const type = inputTypeOf(field)
        return (
          <TextField
            key={field}
            {...common}
            className={isHalfWidth(field) ? 'is-half' : ''}
            type={type}
            inputMode={type === 'text' ? undefined : type}
            placeholder={field === 'address1' ? t('checkout.placeholders.address1') : undefined}
          />
        )
      })}
    </div>
  )
}
