import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../locales/en_US.json'
import { formatCount } from '../lib/format'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { loadShopTexts } from './shop-texts'

/**
 * A fresh i18next instance with the default locale's first-load texts bundled; other locales load lazily
 * (loadLocale), and the shop's own texts with the shop runtime (shop-texts.ts).
 * One instance per render on the server, so nothing leaks between prerendered pages.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { [DEFAULT_LOCALE]: { translation: en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  })
  // `{{count, count}}`: a count in the language's digit grouping, without Intl (see lib/format.ts).
  instance.services.formatter?.add('count', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatCount(value, lng ?? DEFAULT_LOCALE) : String(value),
  )
  return instance
}

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en_US.json',
])

/**
 * Loads a locale's texts (a separate chunk per locale; its shop texts too once the shop runtime runs) and
 * switches the instance to it.
 */
export async function loadLocale(instance: I18n, locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !instance.hasResourceBundle(locale, 'translation')) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) throw new Error(`No texts for locale ${locale}`)
    instance.addResourceBundle(locale, 'translation', (await load()).default)
  }
  await loadShopTexts(instance, locale)
  await instance.changeLanguage(locale)
}
