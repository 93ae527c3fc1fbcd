import { DEFAULT_LOCALE, type Locale } from './locales'
import type { PageTexts } from './page-texts'

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*.json',
  '!../../locales/en_US.json',
])

/** What else a locale loads for these texts once something has asked for it (the shop's texts: shop-texts.ts). */
const extras = new WeakMap<PageTexts, (locale: Locale) => Promise<void>>()

/** From now on, `load` runs with every locale loaded into `texts` (kept out of the first load's code this way). */
export function loadWithEachLocale(texts: PageTexts, load: (locale: Locale) => Promise<void>): void {
  extras.set(texts, load)
}

/**
 * Loads a locale's texts (a separate chunk per locale; its shop texts too once the shop runtime runs) and
 * switches the texts to it.
 */
export async function loadLocale(texts: PageTexts, locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !texts.hasResourceBundle(locale, 'translation')) {
    const load = loaders[`../../locales/${locale}.json`]
    if (!load) throw new Error(`No texts for locale ${locale}`)
    texts.addResourceBundle(locale, 'translation', (await load()).default)
  }
  await extras.get(texts)?.(locale)
  await texts.changeLanguage(locale)
}
