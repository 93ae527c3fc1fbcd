import { loadWithEachLocale } from './load-locale'
import { DEFAULT_LOCALE, type Locale } from './locales'
import type { PageTexts } from './page-texts'

export type Texts = Record<string, unknown>

/**
 * Texts only the shop runtime shows (cart, sign-in, checkout, account, payment) live in `locales/shop/`,
 * apart from the texts of the first load: a shopper who only browses never downloads them. They are
 * merged into the same `translation` bundle, so components use the same keys either way.
 */
const loaders = import.meta.glob<{ default: Texts }>([
  '../../locales/shop/*.json',
  '!../../locales/shop/en_US.json',
])

/** Per instance, the locales whose shop texts are merged in; present once the shop runtime wants them. */
const merged = new WeakMap<PageTexts, Set<Locale>>()

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `base` with `extra` merged in, as new objects: the bundled texts are module objects shared by instances. */
export function mergeTexts(base: Texts, extra: Texts): Texts {
  const out: Texts = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key]
    out[key] = isTexts(current) && isTexts(value) ? mergeTexts(current, value) : value
  }
  return out
}

/** Merges one locale's shop texts into the instance's bundle (the server's instance takes them at once). */
export function addShopTexts(instance: PageTexts, locale: Locale, texts: Texts): void {
  const current = (instance.getResourceBundle(locale, 'translation') ?? {}) as Texts
  instance.addResourceBundle(locale, 'translation', mergeTexts(current, texts), false, true)
  merged.get(instance)?.add(locale)
}

/**
 * Called by the shop runtime as it starts, with the default locale's shop texts (which travel in its own
 * chunk): merges them, and the current locale's, before any of its screens renders. From then on
 * `loadLocale` brings a new locale's shop texts along with its first-load ones.
 */
export async function enableShopTexts(instance: PageTexts, defaultTexts: Texts): Promise<void> {
  if (!merged.has(instance)) {
    merged.set(instance, new Set())
    loadWithEachLocale(instance, (locale) => loadShopTexts(instance, locale))
  }
  if (!merged.get(instance)!.has(DEFAULT_LOCALE)) addShopTexts(instance, DEFAULT_LOCALE, defaultTexts)
  await loadShopTexts(instance, instance.language as Locale)
}

/** Merges a locale's shop texts if the shop runtime is running and they are not there yet. */
async function loadShopTexts(instance: PageTexts, locale: Locale): Promise<void> {
  const done = merged.get(instance)
  if (!done || done.has(locale)) return
  const load = loaders[`../../locales/shop/${locale}.json`]
  if (!load) throw new Error(`No shop texts for locale ${locale}`)
  addShopTexts(instance, locale, (await load()).default)
}
