import { useEffect, useReducer } from 'react'
import en from '../../../locales/pages/en_US.json'
import type { Locale } from '../../i18n/locales'
import type { PageTexts } from '../../i18n/page-texts'
import { textPack, type Texts } from '../../i18n/text-pack'

/**
 * The information pages' bodies (`pages.<key>.sections`) live in `locales/pages/`: 2.6 KB of text every other
 * page would otherwise carry in its first load. Their titles and intros stay in the first-load texts (the
 * footer's links and the page's description use them).
 */
const infoPack = textPack(
  'information pages',
  import.meta.glob<{ default: Texts }>([
    '../../../locales/pages/*.json',
    '!../../../locales/pages/en_US.json',
  ]),
)

/** Starts the pack with the English bodies, which travel with the information pages' code. */
export function enableInfoPageTexts(texts: PageTexts): void {
  infoPack.start(texts, en)
}

/** Merges a locale's bodies if missing (the current locale's, on a page opened in another language). */
export function loadInfoPageTexts(texts: PageTexts, locale: Locale): Promise<void> {
  return infoPack.load(texts, locale)
}

/**
 * For the information page's screen: the bodies are merged before it reads them (the English ones at once, so
 * the page renders and hydrates as the server rendered it), and the current locale's are loaded and the screen
 * rendered again when a page is reached in another language. A language switched to later brings them itself.
 */
export function useInfoPageTexts(texts: PageTexts): void {
  // Merging during render: idempotent, and it must happen before the screen's first `t`.
  enableInfoPageTexts(texts)
  const language = texts.language as Locale
  const [, rendered] = useReducer((n: number) => n + 1, 0)
  const missing = !infoPack.has(texts, language)
  useEffect(() => {
    if (!missing) return
    let live = true
    // Offline, the English body stays: better than none.
    void loadInfoPageTexts(texts, language).then(
      () => live && rendered(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [texts, language, missing])
}
