export const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en_US'

/** Native names for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The BCP 47 tag for the document's lang attribute. */
export function htmlLang(locale: Locale): string {
  return locale.replace('_', '-')
}
