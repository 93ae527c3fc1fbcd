import type { TFunction } from 'i18next'
import en from '../../locales/en_US.json'
import { DEFAULT_LOCALE } from './locales'
import type { PageTexts } from './page-texts'
import { TEXT_FORMATS } from './text-formats'
import { lookUpText, type TextOptions, type TextTree } from './text-lookup'

type Listener = (language: string) => void

/**
 * The browser's texts: the same locale files and the same answers as i18next (text-lookup.ts), without
 * i18next's 13 KB. i18next renders the HTML on the server; in the browser this reader answers the first load,
 * and the shop runtime's texts as they are merged in (text-pack.ts), so no page downloads i18next.
 */
export function createBrowserTexts(): PageTexts {
  const bundles = new Map<string, TextTree>([[DEFAULT_LOCALE, en]])
  const listeners = new Set<Listener>()
  let language: string = DEFAULT_LOCALE
  const languages = () => (language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE])

  return {
    get language() {
      return language
    },
    t: ((key: string, options?: TextOptions) =>
      lookUpText({ bundles, languages: languages(), formats: TEXT_FORMATS }, key, options)) as TFunction,
    on(_event, listener) {
      listeners.add(listener)
    },
    off(_event, listener) {
      listeners.delete(listener)
    },
    async changeLanguage(next) {
      language = next
      for (const listener of [...listeners]) listener(next)
    },
    addResourceBundle(lng, _namespace, resources) {
      // Whole bundles only: a locale's first-load texts, or a bundle with a pack's texts already merged in
      // (text-pack.ts). Merged shallowly, as i18next merges them without `deep`.
      bundles.set(lng, { ...bundles.get(lng), ...resources })
    },
    getResourceBundle: (lng) => bundles.get(lng),
    hasResourceBundle: (lng) => bundles.has(lng),
  }
}
