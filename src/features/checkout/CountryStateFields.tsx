import { useEffect, useMemo } from 'react'
import { useT } from '../../i18n/useT'
import { htmlLang, isLocale } from '../../i18n/locales'
import { countryOptions } from './country-names'
import { controlProps, FieldError, FieldLabel, TextField, type FieldProps } from './TextField'
import { useAllowedCountries, useCountryStates } from './useCheckoutData'

interface ChoiceProps extends FieldProps {
  value: string
  onValue(value: string): void
  autoComplete: string
  className?: string
}

/** The country select: the allowed countries named in the shopper's language. */
export function CountryField(props: ChoiceProps) {
  const { t, i18n } = useT()
  const codes = useAllowedCountries()
  const language = isLocale(i18n.language) ? htmlLang(i18n.language) : 'en-US'
  const options = useMemo(() => {
    // The current value stays selectable while the list loads (or if the shop stops selling there).
    const all = codes.includes(props.value) || !props.value ? codes : [props.value, ...codes]
    return countryOptions(all, language)
  }, [codes, props.value, language])
  return (
    <div className="checkout-field">
      <FieldLabel path={props.path} label={props.label} required={props.required} />
      <select
        {...controlProps(props)}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onValue(event.target.value)}
      >
        {!props.value && <option value="">{t('checkout.chooseCountry')}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError path={props.path} error={props.error} />
    </div>
  )
}

/** The state: a select of the country's states, or free text where the shop knows none. */
export function StateField({ country, className = '', ...props }: ChoiceProps & { country: string }) {
  const { t } = useT()
  const states = useCountryStates(country)
  const { value, onValue } = props
  useEffect(() => {
    // A saved state may be a name ("Lagos") or belong to no list: the select's value must be a code.
    if (!states?.length || !value || states.some((s) => s.code === value)) return
    const byName = states.find((s) => s.name.toLowerCase() === value.trim().toLowerCase())
    onValue(byName?.code ?? '')
  }, [states, value, onValue])
  if (!states || states.length === 0)
    return (
      <TextField
        {...props}
        // While the states load, the field waits instead of inviting free text.
        className={`${className} ${states ? '' : 'is-loading'}`}
      />
    )
  const known = states.some((s) => s.code === props.value)
  return (
    <div className={`checkout-field ${className}`}>
      <FieldLabel path={props.path} label={props.label} required={props.required} />
      <select
        {...controlProps(props)}
        autoComplete={props.autoComplete}
        value={known ? props.value : ''}
        onChange={(event) => props.onValue(event.target.value)}
      >
        <option value="">{t('checkout.chooseState')}</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      <FieldError path={props.path} error={props.error} />
    </div>
  )
}
