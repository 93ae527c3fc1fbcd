import type { i18n as I18n } from 'i18next'
import { createContext, type ReactNode } from 'react'

/** The page's i18next instance (the default locale's until the shopper's own has loaded). */
export const I18nContext = createContext<I18n | null>(null)

/**
 * Hands the i18next instance to `useT()`. Our own few lines rather than react-i18next's provider: `useT`
 * is all the components use, and the package's code would be sent before every page's first interaction.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}
