import type { i18n as I18n, TFunction } from 'i18next'
import en from '../../locales/en_US.json'
import { DEFAULT_LOCALE } from './locales'
import type { PageTexts } from './page-texts'
import { TEXT_FORMATS } from './text-formats'
import { lookUpText, type TextOptions, type TextTree } from './text-lookup'

export interface FirstLoadTexts extends PageTexts {
  /**
   * From now on every call goes to `instance` (a full i18next instance, given the texts and the language
   * read so far): the shop runtime brings i18next along and hands over as it starts.
   */
  handOver(instance: I18n): Promise<void>
}

type Listener = (language: string) => void

/**
 * The browser's texts until the shop runtime starts: the same locale files and the same answers as i18next
 * (text-lookup.ts), without i18next's 13 KB in every page's first load. i18next renders the HTML on the
 * server and takes over in the browser with the shop runtime, on the shopper's first action.
 */
export function createFirstLoadTexts(): FirstLoadTexts {
  const bundles = new Map<string, TextTree>([[DEFAULT_LOCALE, en]])
  const listeners = new Set<Listener>()
  let language: string = DEFAULT_LOCALE
  let full: I18n | null = null
  const languages = () => (language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE])

  const texts: FirstLoadTexts = {
    get language() {
      return full ? full.language : language
    },
    t: ((key: string, options?: TextOptions) =>
      full
        ? full.t(key, options)
        : lookUpText({ bundles, languages: languages(), formats: TEXT_FORMATS }, key, options)) as TFunction,
    on(_event, listener) {
      listeners.add(listener)
    },
    off(_event, listener) {
      listeners.delete(listener)
    },
    async changeLanguage(next) {
      if (full) await full.changeLanguage(next)
      else language = next
      for (const listener of [...listeners]) listener(next)
    },
    addResourceBundle(lng, namespace, resources, deep, overwrite) {
      if (full) return full.addResourceBundle(lng, namespace, resources, deep, overwrite)
      // Only whole bundles arrive before the hand-over (a locale's first-load texts): merged shallowly, as
      // i18next merges them without `deep`.
      bundles.set(lng, { ...bundles.get(lng), ...resources })
    },
    getResourceBundle(lng, namespace) {
      return full ? (full.getResourceBundle(lng, namespace) as TextTree | undefined) : bundles.get(lng)
    },
    hasResourceBundle(lng, namespace) {
      return full ? full.hasResourceBundle(lng, namespace) : bundles.has(lng)
    },
    async handOver(instance) {
      if (full) return
      for (const [lng, tree] of bundles) instance.addResourceBundle(lng, 'translation', tree, true, true)
      await instance.changeLanguage(language)
      full = instance
    },
  }
  return texts
}
