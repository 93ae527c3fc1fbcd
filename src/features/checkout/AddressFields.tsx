import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import type { AddressField, AddressKind } from './checkout-form'
import type { FieldErrors } from './checkout-validation'
import { isRequired } from './checkout-validation'
import { CountryField, StateField } from './CountryStateFields'
import { TextField } from './TextField'
import { useFieldError } from './useFieldError'

/** The browser's autofill token of each address field. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  country: 'country',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  phone: 'tel',
  email: 'email',
}
const HALF_WIDTH: readonly AddressField[] = ['firstName', 'lastName', 'city', 'state', 'postcode', 'phone']

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
          autoComplete: `section-${kind} ${kind} ${AUTOCOMPLETE[field]}`,
        }
        if (field === 'country') return <CountryField key={field} {...common} />
        if (field === 'state')
          return <StateField key={field} {...common} className="is-half" country={address.country} />
        return (
          <TextField
            key={field}
            {...common}
            className={HALF_WIDTH.includes(field) ? 'is-half' : ''}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
            placeholder={field === 'address1' ? t('checkout.placeholders.address1') : undefined}
          />
        )
      })}
    </div>
  )
}
