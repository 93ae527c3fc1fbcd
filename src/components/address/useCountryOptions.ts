import { useMemo } from 'react'
import { htmlLang, isLocale } from '../../i18n/locales'
import { useT } from '../../i18n/useT'
import { countryOptions, type CountryOption } from './country-names'

/** The language country names are written in: the shopper's, else American English. */
export function useCountryLanguage(): string {
  const { i18n } = useT()
  return isLocale(i18n.language) ? htmlLang(i18n.language) : 'en-US'
}

/**
 * The countries a select offers, named in the shopper's language and sorted; the current value stays selectable
 * while the list loads (or if the shop stops selling there).
 */
export function useCountryOptions(codes: readonly string[], current: string): CountryOption[] {
  const language = useCountryLanguage()
  return useMemo(() => {
    const all = !current || codes.includes(current) ? codes : [current, ...codes]
    return countryOptions(all, language)
  }, [codes, current, language])
}
