import type { i18n as I18n } from 'i18next'
import { createI18n } from './create-i18n'

let current: I18n | null = null

/**
 * The browser page's one i18next instance, created on first use (by the client renderer): the renderer
 * hands it to React, and the shop runtime adds its texts to it.
 */
export function pageI18n(): I18n {
  return (current ??= createI18n())
}
