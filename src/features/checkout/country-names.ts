export interface CountryOption {
  code: string
  name: string
}

/**
 * The countries as the shopper reads them: names in their language (Intl.DisplayNames), sorted by
 * that language's collation. A code the browser cannot name keeps its code.
 */
export function countryOptions(codes: readonly string[], language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' })
  } catch {
    names = null
  }
  const nameOf = (code: string): string => {
    try {
      return names?.of(code) ?? code
    } catch {
      return code
    }
  }
  const collator = new Intl.Collator(language)
  return codes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name))
}
