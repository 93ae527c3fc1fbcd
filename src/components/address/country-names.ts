export interface CountryOption {
  code: string
  name: string
}

const COUNTRY_CODE = /^[A-Z]{2}$/

/** A two-letter country code (anything else in a country field is free text, shown as it is). */
export const isCountryCode = (code: string): boolean => COUNTRY_CODE.test(code)

/** i18next's languages are `en_US`; Intl wants `en-US`. */
export const intlLanguage = (language: string): string => language.replace('_', '-')

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([intlLanguage(language), 'en'], { type: 'region' })
  } catch {
    return null
  }
}

function nameWith(names: Intl.DisplayNames | null, code: string): string {
  if (!isCountryCode(code)) return code
  try {
    return names?.of(code) ?? code
  } catch {
    return code
  }
}

/** A country's name in the shopper's language (Intl.DisplayNames); a code the browser cannot name stays a code. */
export function countryName(code: string, language: string): string {
  return isCountryCode(code) ? nameWith(regionNames(language), code) : code
}

/**
 * The countries as the shopper reads them: names in their language, sorted by that language's collation. A code
 * the browser cannot name keeps its code.
 */
export function countryOptions(codes: readonly string[], language: string): CountryOption[] {
  const names = regionNames(language)
  const collator = new Intl.Collator(intlLanguage(language))
  return codes
    .map((code) => ({ code, name: nameWith(names, code) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
