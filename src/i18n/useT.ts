import type { TFunction } from 'i18next'
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { I18nContext } from 'react-i18next'
import type { PageTexts } from './page-texts'

/**
 * The translation function of the page's texts (from react-i18next's provider: i18next on the server, the
 * browser's reader of the same texts, browser-texts.ts, in the browser), re-rendering on a language change. Used instead of
 * `useTranslation`, which needs i18next itself and whose first render copies the whole i18next instance for
 * every component: a measurable cost when thousands of pages are prerendered.
 */
export function useT(): { t: TFunction; i18n: PageTexts } {
  const { i18n } = useContext(I18nContext) as { i18n: PageTexts }
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    },
    [i18n],
  )
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  // A new function per language, so memoised children re-render on a switch. (getFixedT's function
  // costs far more per call than the instance's own t, which thousands of prerendered pages feel.)
  const t = useMemo(() => bindT(i18n, language), [i18n, language])
  return { t, i18n }
}

/** The instance's own `t`, bound; `language` only gives each language its own function identity. */
function bindT(i18n: PageTexts, language: string): TFunction {
  const t = i18n.t.bind(i18n) as TFunction
  Object.defineProperty(t, 'language', { value: language })
  return t
}
