import type { i18n as I18n } from 'i18next'

let current: I18n | null = null

/** The browser page's one i18next instance, set by the client renderer when it creates it. */
export function setPageI18n(instance: I18n): void {
  current = instance
}

/** The page's i18next instance, for code outside React that adds texts to it (the shop runtime). */
export function pageI18n(): I18n {
  if (!current) throw new Error('The page has no i18next instance yet (the client renderer sets it)')
  return current
}
