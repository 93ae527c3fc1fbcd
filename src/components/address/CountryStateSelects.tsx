import { useEffect } from 'react'
import type { CountryState } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { InputField, SelectField, type FieldFrame } from '../form'
import { NamedOptions } from './NamedOptions'
import { useCountryOptions } from './useCountryOptions'

/** A field's frame with the control's own attributes (id, name, required, autofill hint). */
export type FieldFrameOf = FieldFrame & { id: string; name: string; required: boolean; autoComplete: string }

interface ChoiceProps {
  frame: FieldFrameOf
  value: string
  onValue(value: string): void
}

/** The country select: the shop's countries named in the shopper's language (and the saved one). */
export function CountrySelect({
  frame,
  value,
  onValue,
  countries,
}: ChoiceProps & { countries: readonly string[] }) {
  const { t } = useT()
  const options = useCountryOptions(countries, value)
  return (
    <SelectField {...frame} value={value} onValue={onValue}>
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

/**
 * The state: a select of the country's states by name, or free text where the shop knows none. `states` is null
 * while they load: the field then waits instead of inviting free text.
 */
export function StateSelect({
  frame,
  value,
  onValue,
  states,
}: ChoiceProps & { states: CountryState[] | null }) {
  const { t } = useT()
  useStateCode(states, value, onValue)
  if (!states || states.length === 0)
    return (
      <InputField
        {...frame}
        className={`${frame.className ?? ''} ${states ? '' : 'is-loading'}`}
        maxLength={200}
        value={value}
        onValue={onValue}
      />
    )
  const known = states.some((s) => s.code === value)
  return (
    <SelectField {...frame} value={known ? value : ''} onValue={onValue}>
      <option value="">{t('checkout.chooseState')}</option>
      <NamedOptions options={states} />
    </SelectField>
  )
}
