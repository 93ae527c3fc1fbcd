import type { i18n as I18n, TFunction } from 'i18next'

/** Enough for every text of the shop several times over; a full cache is emptied rather than grown. */
const DEFAULT_LIMIT = 4000

/**
 * Remembers the texts `t` returns, for a server instance whose texts never change after start-up. A
 * prerender asks for the same few hundred texts on every one of thousands of pages, and i18next's
 * lookup (key parsing, fallbacks, plural rules, interpolation) was a third of React's rendering time.
 * Only string results of calls whose options are plain values are kept; anything else goes to i18next.
 */
export function cacheTranslations(instance: I18n, limit = DEFAULT_LIMIT): I18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown
  const texts = new Map<string, string>()
  const cached = (key: unknown, options?: unknown): unknown => {
    const id = cacheKey(instance.language, key, options)
    if (id === null) return translate(key, options)
    const known = texts.get(id)
    if (known !== undefined) return known
    const text = translate(key, options)
    if (typeof text === 'string') {
      if (texts.size >= limit) texts.clear()
      texts.set(id, text)
    }
    return text
  }
  instance.t = cached as TFunction
  return instance
}

function cacheKey(language: string, key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null
  if (options === undefined) return `${language}\u0000${key}`
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null
  for (const value of Object.values(options)) {
    const type = typeof value
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && value !== undefined) return null
  }
  return `${language}\u0000${key}\u0000${JSON.stringify(options)}`
}
