import { formatCount } from '../lib/format'
import { DEFAULT_LOCALE } from './locales'

/** The formats texts name (`{{total, count}}`), for i18next and the first load's lookup alike. */
export const TEXT_FORMATS = {
  /** A count in the language's digit grouping, without Intl (see lib/format.ts). */
  count: (value: unknown, language: string | undefined): string =>
    typeof value === 'number' ? formatCount(value, language ?? DEFAULT_LOCALE) : String(value),
}
