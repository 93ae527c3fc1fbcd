import { DEFAULT_LOCALE, type Locale } from './locales'
import type { PageTexts } from './page-texts'

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en_US.json',
])

/**
 * What else a locale loads for these texts once something has asked for it, by name: the shop's texts and the
 * information pages' (text-pack.ts).
 */
const extras = new WeakMap<PageTexts, Map<string, (locale: Locale) => Promise<void>>>()

/** From now on, `load` runs with every locale loaded into `texts` (kept out of the first load's code this way). */
export function loadWithEachLocale(
  texts: PageTexts,
  name: string,
  load: (locale: Locale) => Promise<void>,
): void {
  if (!extras.has(texts)) extras.set(texts, new Map())
  extras.get(texts)!.set(name, load)
}

/**
 * Loads a locale's texts (a separate chunk per locale; the texts of a pack too once it has started: the shop's
 * with the shop runtime, the information pages' with the first of them) and
 * switches the texts to it.
 */
export async function loadLocale(texts: PageTexts, locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !texts.hasResourceBundle(locale, 'translation')) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) throw new Error(`No texts for locale ${locale}`)
    texts.addResourceBundle(locale, 'translation', (await load()).default)
  }
  await Promise.all([...(extras.get(texts)?.values() ?? [])].map((load) => load(locale)))
  await texts.changeLanguage(locale)
}
