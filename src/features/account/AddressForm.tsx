import { useEffect, useMemo, useState, type FormEvent } from 'react'
import type { Address } from '../../domain/shop'
import { useT } from '../../i18n/useT'
import { htmlLang, isLocale } from '../../i18n/locales'
import { useAccountState } from './account-state'
import type { AddressKind } from './account-slice'
import { UpdateButton, useUpdate } from './UpdateButton'
import { useAllowedCountryCodes } from './useAccountData'

type Field = keyof Address
const FIELDS: readonly [Field, string][] = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['company', 'organization'],
  ['address1', 'address-line1'],
  ['address2', 'address-line2'],
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['postcode', 'postal-code'],
  ['phone', 'tel'],
  ['email', 'email'],
]

/** Country names in the shopper's language (the code where the browser has no name), sorted. */
function useCountryOptions(current: string) {
  const { i18n } = useT()
  const codes = useAllowedCountryCodes()
  const language = isLocale(i18n.language) ? htmlLang(i18n.language) : 'en-US'
  return useMemo(() => {
    const all = !current || codes.includes(current) ? codes : [current, ...codes]
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' })
    } catch {
      names = null
    }
    const nameOf = (code: string) => {
      try {
        return names?.of(code) ?? code
      } catch {
        return code
      }
    }
    return all
      .map((code) => ({ code, name: nameOf(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, language))
  }, [codes, current, language])
}

/** One address of the customer (billing or shipping); shipping has no email or phone in WooCommerce. */
export function AddressForm({ kind, address }: { kind: AddressKind; address: Address }) {
  const { t } = useT()
  const updateAddress = useAccountState((s) => s.updateAddress)
  const update = useUpdate()
  const [form, setForm] = useState<Address>(address)
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (!touched) setForm(address)
  }, [address, touched])
  const countries = useCountryOptions(form.country)
  const fields = kind === 'shipping' ? FIELDS.filter(([f]) => f !== 'email' && f !== 'phone') : FIELDS
  const change = (field: Field, value: string) => {
    setTouched(true)
    update.edited()
    setForm({ ...form, [field]: value })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void update.send(() => updateAddress(kind, form))
  }

  const reason = update.result && !update.result.success ? update.result.error : null
  return (
    <form className="account-form" onSubmit={submit} data-testid={`${kind}-address-form`}>
      <h2>{t(`account.${kind}`)}</h2>
      <label>
        {t('account.country')}
        <select
          name="country"
          autoComplete="country"
          value={form.country}
          onChange={(e) => change('country', e.target.value)}
        >
          <option value="">—</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {fields.map(([field, autoComplete]) => (
        <label key={field}>
          {t(`account.${field}`)}
          <input
            name={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={`${kind} ${autoComplete}`}
            value={form[field]}
            onChange={(e) => change(field, e.target.value)}
          />
        </label>
      ))}
      <UpdateButton state={update.state} reason={reason} testId={`${kind}-address-save`} />
    </form>
  )
}
