import type { TFunction } from 'i18next'
import type { TextTree } from './text-lookup'

/**
 * What the storefront asks of its texts: the server's i18next instance, or the browser's reader of the same
 * texts (browser-texts.ts).
 */
export interface PageTexts {
  readonly language: string
  t: TFunction
  on(event: 'languageChanged', listener: (language: string) => void): unknown
  off(event: 'languageChanged', listener: (language: string) => void): unknown
  changeLanguage(language: string): Promise<unknown>
  addResourceBundle(
    language: string,
    namespace: string,
    texts: TextTree,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown
  getResourceBundle(language: string, namespace: string): TextTree | undefined
  hasResourceBundle(language: string, namespace: string): boolean
}
