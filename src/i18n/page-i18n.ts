import { createFirstLoadTexts, type FirstLoadTexts } from './first-load-texts'

let current: FirstLoadTexts | null = null

/**
 * The browser page's one set of texts, created on first use (by the client renderer): the renderer hands
 * it to React, and the shop runtime hands it over to i18next and adds its texts.
 */
export function pageI18n(): FirstLoadTexts {
  return (current ??= createFirstLoadTexts())
}
