import i18next, { type i18n as I18n } from 'i18next'
import en from '../../locales/en_US.json'
import { DEFAULT_LOCALE } from './locales'
import { TEXT_FORMATS } from './text-formats'

/**
 * A fresh i18next instance with the default locale's first-load texts bundled; other locales and the text
 * packs (the shop's, the information pages') are added as they are needed. The server renders every page
 * with one instance per render, so nothing leaks between prerendered pages. The browser never loads i18next:
 * it reads the same texts with browser-texts.ts.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance()
  // No react-i18next plugin: components take the instance from its provider (renderer/PageShell.tsx) through useT.
  void instance.init({
    resources: { [DEFAULT_LOCALE]: { translation: en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  })
  instance.services.formatter?.add('count', TEXT_FORMATS.count)
  return instance
}
