import type { Address, CountryState } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { FieldLabel, InputField } from '../form'
import '../form/form-field.css'
import {
  autoCompleteOf,
  inputTypeOf,
  isHalfWidth,
  isRequired,
  type AddressField,
  type AddressKind,
} from './address-fields'
import { CountrySelect, StateSelect, type FieldFrameOf } from './CountryStateSelects'

export interface AddressFieldsetProps {
  kind: AddressKind
  address: Address
  fields: readonly AddressField[]
  /** The country codes the shop sells to; empty while they load. */
  countries: readonly string[]
  /** The address country's states; null while they load, empty where the shop knows none (free text). */
  states: CountryState[] | null
  /** Each field's control id and name (the checkout's validation focuses the id). */
  idOf(field: AddressField): { id: string; name: string }
  /** A field's message (translated), or null; `label` is the field's name for it. */
  errorOf?(field: AddressField, label: string): string | null
  onChange(field: AddressField, value: string): void
}

/**
 * An address's fields in WooCommerce's order, two to a row where they are short, with the checkout's labels: the
 * checkout's billing and shipping addresses and the account's address forms are this one form.
 */
export function AddressFieldset({
  kind,
  address,
  fields,
  countries,
  states,
  idOf,
  errorOf,
  onChange,
}: AddressFieldsetProps) {
  const { t } = useT()
  return (
    <div className="address-fields">
      {fields.map((field) => {
        const label = t(`checkout.fields.${field}`)
        const required = isRequired(field)
        const frame: FieldFrameOf = {
          ...idOf(field),
          required,
          label: <FieldLabel label={label} required={required} />,
          error: errorOf?.(field, label) ?? null,
          errorLine: { testId: 'field-error' },
          className: isHalfWidth(field) ? 'form-field is-half' : 'form-field',
          autoComplete: `section-${kind} ${autoCompleteOf(kind, field)}`,
        }
        const value = address[field]
        const onValue = (next: string) => onChange(field, next)
        if (field === 'country')
          return (
            <CountrySelect key={field} frame={frame} value={value} onValue={onValue} countries={countries} />
          )
        if (field === 'state')
          return <StateSelect key={field} frame={frame} value={value} onValue={onValue} states={states} />
        const type = inputTypeOf(field)
        return (
          <InputField
            key={field}
            {...frame}
            type={type}
            inputMode={type === 'text' ? undefined : type}
            placeholder={field === 'address1' ? t('checkout.placeholders.address1') : undefined}
            maxLength={200}
            value={value}
            onValue={onValue}
          />
        )
      })}
    </div>
  )
}
