import { createBrowserTexts } from './browser-texts'
import type { PageTexts } from './page-texts'

let current: PageTexts | null = null

/**
 * The browser page's one set of texts, created on first use (by the client renderer): the renderer hands
 * it to React, and the shop runtime adds its texts to it.
 */
export function pageI18n(): PageTexts {
  return (current ??= createBrowserTexts())
}
