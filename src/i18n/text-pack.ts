import { loadWithEachLocale } from './load-locale'
import { DEFAULT_LOCALE, type Locale } from './locales'
import type { PageTexts } from './page-texts'
import type { TextTree } from './text-lookup'

/** A locale file's texts, or part of them. */
export type Texts = TextTree
type Loaders = Record<string, () => Promise<{ default: Texts }>>

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `base` with `extra` merged in, as new objects: the bundled texts are module objects shared by instances. */
export function mergeTexts(base: Texts, extra: Texts): Texts {
  const out: Texts = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key]
    out[key] = isTexts(current) && isTexts(value) ? mergeTexts(current, value) : value
  }
  return out
}

/**
 * Texts kept apart from a locale's first-load file (`locales/<pack>/<locale>.json`) and merged into the same
 * `translation` bundle once something shows them, so components use the same keys either way: the shop
 * runtime's (shop-texts.ts) and the information pages' bodies (features/static-pages/info-page-texts.ts).
 */
export interface TextPack {
  /** Merges one locale's texts of the pack (the server's instance takes them at once). */
  add(texts: PageTexts, locale: Locale, pack: Texts): void
  /** Merges the default locale's (bundled with whatever starts the pack) once; from then on every locale loaded brings the pack's too. */
  start(texts: PageTexts, defaultTexts: Texts): void
  /** Merges a locale's texts of the pack if the pack has started and they are not there yet. */
  load(texts: PageTexts, locale: Locale): Promise<void>
  /** Whether the locale's texts of the pack are merged. */
  has(texts: PageTexts, locale: Locale): boolean
}

/** `loaders`: `import.meta.glob` of the pack's folder without the default locale, keyed `<folder>/<locale>.json`. */
export function textPack(name: string, loaders: Loaders): TextPack {
  const merged = new WeakMap<PageTexts, Set<Locale>>()
  const pack: TextPack = {
    add(texts, locale, extra) {
      const current = (texts.getResourceBundle(locale, 'translation') ?? {}) as Texts
      texts.addResourceBundle(locale, 'translation', mergeTexts(current, extra), false, true)
      merged.get(texts)?.add(locale)
    },
    start(texts, defaultTexts) {
      if (!merged.has(texts)) {
        merged.set(texts, new Set())
        loadWithEachLocale(texts, name, (locale) => pack.load(texts, locale))
      }
      if (!merged.get(texts)!.has(DEFAULT_LOCALE)) pack.add(texts, DEFAULT_LOCALE, defaultTexts)
    },
    async load(texts, locale) {
      const done = merged.get(texts)
      if (!done || done.has(locale)) return
      const load = Object.entries(loaders).find(([file]) => file.endsWith(`/${locale}.json`))?.[1]
      if (!load) throw new Error(`No ${name} texts for locale ${locale}`)
      pack.add(texts, locale, (await load()).default)
    },
    has: (texts, locale) => merged.get(texts)?.has(locale) ?? false,
  }
  return pack
}
