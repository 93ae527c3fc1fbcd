import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { mergeTexts, type Texts } from '../../src/i18n/text-pack'

/**
 * Each locale's texts are three files: the first load's (locales/<locale>.json), the shop runtime's
 * (locales/shop/<locale>.json) and the information pages' bodies (locales/pages/<locale>.json), merged into one
 * bundle in the browser. They share no text, and together
 * every locale has exactly the keys of the English texts (a translation may add shop terms, `terms.*`, whose
 * English is the shop's own text), with the same
 * {{placeholders}} and no empty values. Plural keys follow i18next: an English `x_one` / `x_other`
 * pair requires, in each locale, `x_<category>` for every plural category of that language
 * (Intl.PluralRules, which i18next uses), e.g. `x_many` for fr, it, es and pt.
 */

const LOCALES_DIR = path.resolve(__dirname, '../../locales')
/** The folders of texts kept apart from the first load's (src/i18n/text-pack.ts). */
const PACKS = ['shop', 'pages'] as const
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`)

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

function readFile(file: string): Json {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Json
}

/** Every leaf's key path, for the overlap check. */
function leafPaths(value: Json, base = ''): string[] {
  if (!isObject(value)) return [base]
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, join(base, key)))
}

function readLocale(locale: string): Json {
  // Merged as the browser merges them.
  return PACKS.reduce(
    (texts, pack) => mergeTexts(texts, readFile(`${pack}/${locale}.json`) as Texts),
    readFile(`${locale}.json`) as Texts,
  ) as Json
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function kind(value: Json): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort()
}

function join(base: string, key: string | number): string {
  return typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key
}

/** The problems of one locale against the English texts, each naming the locale and the key path. */
function compare(locale: string, english: Json, translated: Json): string[] {
  const pluralCategories = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories
  const problems: string[] = []
  const report = (keyPath: string, problem: string) => problems.push(`${locale}: ${keyPath}: ${problem}`)

  const compareLeaf = (keyPath: string, en: Json, value: Json | undefined) => {
    if (value === undefined) return report(keyPath, 'missing')
    if (kind(value) !== kind(en)) return report(keyPath, `is ${kind(value)}, English is ${kind(en)}`)
    if (typeof value === 'string' && typeof en === 'string') {
      if (value.trim() === '') return report(keyPath, 'is empty')
      const want = placeholders(en)
      const got = placeholders(value)
      if (want.join() !== got.join()) {
        report(
          keyPath,
          `placeholders {{${got.join('}}, {{')}}} differ from English {{${want.join('}}, {{')}}}`,
        )
      }
    }
  }

  const walkTerms = (keyPath: string, value: Json): void => {
    if (!isObject(value)) return void compareLeaf(keyPath, '', value)
    for (const [key, child] of Object.entries(value)) walkTerms(join(keyPath, key), child)
  }

  const walk = (keyPath: string, en: Json, value: Json | undefined) => {
    if (value === undefined) return report(keyPath, 'missing')
    if (kind(value) !== kind(en)) return report(keyPath, `is ${kind(value)}, English is ${kind(en)}`)
    if (Array.isArray(en) && Array.isArray(value)) {
      if (value.length !== en.length)
        report(keyPath, `has ${value.length} elements, English has ${en.length}`)
      if (value.length === 0) report(keyPath, 'is empty')
      en.forEach((element, i) => walk(join(keyPath, i), element, value[i]))
      return
    }
    if (isObject(en) && isObject(value)) {
      const enKeys = Object.keys(en)
      const pluralBases = new Set(
        enKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      )
      for (const key of enKeys) {
        const base = key.replace(PLURAL_SUFFIX, '')
        if (pluralBases.has(base) && PLURAL_SUFFIX.test(key)) continue // plural keys: checked per base below
        walk(join(keyPath, key), en[key]!, value[key])
      }
      for (const base of pluralBases) {
        // The English `other` form is the reference for the placeholders of every form.
        const reference = en[`${base}_other`] ?? en[enKeys.find((key) => key.startsWith(`${base}_`))!]
        for (const category of pluralCategories) {
          const key = `${base}_${category}`
          compareLeaf(join(keyPath, key), (en[key] ?? reference)!, value[key])
        }
      }
      for (const key of Object.keys(value)) {
        if (key in en) continue
        // A shop term's English is the shop's own text (shopTerm's default): only translations list it.
        if (keyPath === 'terms' || keyPath.startsWith('terms.')) {
          walkTerms(join(keyPath, key), value[key]!)
          continue
        }
        const plural = PLURAL_SUFFIX.exec(key)
        const base = key.replace(PLURAL_SUFFIX, '')
        if (plural && pluralBases.has(base)) {
          // An extra plural form (e.g. `_many`) is fine; it must still be a proper translation.
          compareLeaf(join(keyPath, key), en[`${base}_other`] ?? '', value[key])
          continue
        }
        report(join(keyPath, key), 'is not in English')
      }
      return
    }
    compareLeaf(keyPath, en, value)
  }

  walk('', english, translated)
  return problems
}

const english = readLocale(DEFAULT_LOCALE)
const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

describe('locale files', () => {
  it('match the locale list of src/i18n/locales.ts, first-load, shop and information texts alike', () => {
    for (const dir of [LOCALES_DIR, ...PACKS.map((pack) => path.join(LOCALES_DIR, pack))]) {
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort()
      expect(files, dir).toEqual([...LOCALES].sort())
    }
    expect([...LOCALES]).toEqual(['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'])
  })

  it.each([...LOCALES])('%s: no text is in two of its files', (locale) => {
    const files = [`${locale}.json`, ...PACKS.map((pack) => `${pack}/${locale}.json`)]
    const paths = files.flatMap((file) => leafPaths(readFile(file)))
    expect(paths.filter((key, i) => paths.indexOf(key) !== i)).toEqual([])
  })

  it('English has no empty texts', () => {
    expect(compare(DEFAULT_LOCALE, english, english)).toEqual([])
  })

  it.each(translations)(
    '%s has every English key, no others, the same placeholders and no empty text',
    (locale) => {
      expect(compare(locale, english, readLocale(locale))).toEqual([])
    },
  )
})

describe('locale comparison', () => {
  it('names the locale and key path of each problem', () => {
    const en = {
      a: { b: 'Hello {{name}}', count_one: '{{count}} item', count_other: '{{count}} items' },
      list: [{ heading: 'H', paragraphs: ['P1', 'P2'] }],
    }
    const fr = {
      a: { b: 'Bonjour {{nom}}', count_one: '{{count}} article', count_other: '', extra: 'x' },
      list: [{ heading: '', paragraphs: ['P1'] }],
    }
    expect(compare('fr_FR', en, fr)).toEqual([
      'fr_FR: a.b: placeholders {{nom}} differ from English {{name}}',
      'fr_FR: a.count_many: missing',
      'fr_FR: a.count_other: is empty',
      'fr_FR: a.extra: is not in English',
      'fr_FR: list[0].heading: is empty',
      'fr_FR: list[0].paragraphs: has 1 elements, English has 2',
      'fr_FR: list[0].paragraphs[1]: missing',
    ])
  })

  it('accepts the plural forms a language needs and rejects unknown ones', () => {
    const en = { n_one: '{{count}} file', n_other: '{{count}} files' }
    expect(compare('de_DE', en, { n_one: '{{count}} Datei', n_other: '{{count}} Dateien' })).toEqual([])
    expect(compare('de_DE', en, { n_other: '{{count}} Dateien' })).toEqual(['de_DE: n_one: missing'])
    expect(
      compare('pt_BR', en, {
        n_one: '{{count}} arquivo',
        n_many: '{{count}} arquivos',
        n_other: '{{count}} arquivos',
      }),
    ).toEqual([])
    expect(compare('de_DE', en, { n_one: 'x {{count}}', n_other: 'y {{count}}', m_few: 'z' })).toEqual([
      'de_DE: m_few: is not in English',
    ])
  })
})
