import { useEffect } from 'react'
import { NamedOptions, useCountryOptions } from '../../components/address'
import { SelectField } from '../../components/form'
import type { CountryState } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { checkoutField, TextField, type FieldProps } from './TextField'
import { useAllowedCountries, useCountryStates } from './useCheckoutData'

interface ChoiceProps extends FieldProps {
  value: string
  onValue(value: string): void
  autoComplete: string
  className?: string
}

/** The country select: the allowed countries named in the shopper's language. */
export function CountryField({ value, onValue, autoComplete, ...field }: ChoiceProps) {
  const { t } = useT()
  const options = useCountryOptions(useAllowedCountries(), value)
  return (
    <SelectField {...checkoutField(field)} autoComplete={autoComplete} value={value} onValue={onValue}>
      {!value && <option value="">{t('checkout.chooseCountry')}</option>}
      <NamedOptions options={options} />
    </SelectField>
  )
}

/** A saved state may be a name ("Lagos") or belong to no list: the select's value must be a code. */
function useStateCode(states: CountryState[] | null, value: string, onValue: (value: string) => void) {
  useEffect(() => {
    if (!states?.length || !value || states.some((s) => s.code === value)) return
    const byName = states.find((s) => s.name.toLowerCase() === value.trim().toLowerCase())
    onValue(byName?.code ?? '')
  }, [states, value, onValue])
}

/** The state: a select of the country's states, or free text where the shop knows none. */
export function StateField({ country, className = '', ...props }: ChoiceProps & { country: string }) {
  const { t } = useT()
  const states = useCountryStates(country)
  const { value, onValue, autoComplete, ...field } = props
  useStateCode(states, value, onValue)
  if (!states || states.length === 0)
    return (
      <TextField
        {...props}
        // While the states load, the field waits instead of inviting free text.
        className={`${className} ${states ? '' : 'is-loading'}`}
      />
    )
  const known = states.some((s) => s.code === value)
  return (
    <SelectField
      {...checkoutField({ ...field, className })}
      autoComplete={autoComplete}
      value={known ? value : ''}
      onValue={onValue}
    >
      <option value="">{t('checkout.chooseState')}</option>
      <NamedOptions options={states} />
    </SelectField>
  )
}
