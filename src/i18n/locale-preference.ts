import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

const KEY = 'locale'

/** The shopper's chosen locale, kept on the device. */
export function readLocalePreference(): Locale {
  try {
    const stored = window.localStorage.getItem(KEY)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

export function writeLocalePreference(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale)
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
