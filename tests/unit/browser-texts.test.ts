import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import shopTexts from '../../locales/shop/en_US.json'
import { createI18n } from '../../src/i18n/create-i18n'
import { createBrowserTexts } from '../../src/i18n/browser-texts'
import { loadLocale } from '../../src/i18n/load-locale'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import type { PageTexts } from '../../src/i18n/page-texts'
import { enableShopTexts } from '../../src/i18n/shop-texts'
import type { TextTree } from '../../src/i18n/text-lookup'
import { mergeTexts } from '../../src/i18n/text-pack'
import { enableInfoPageTexts } from '../../src/features/static-pages/info-page-texts'

/**
 * The browser reads the texts without i18next (src/i18n/browser-texts.ts): the first load hydrates HTML that
 * i18next rendered, and the shop runtime shows its texts through the same reader. Every answer must be
 * i18next's, for every text of every locale: first-load, information pages' and shop texts alike.
 */

const readTexts = (file: string): TextTree =>
  JSON.parse(readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8')) as TextTree
/** A locale's texts with the information pages' bodies and the shop's, which their text packs merge in. */
const localeTexts = (locale: Locale): TextTree =>
  mergeTexts(
    mergeTexts(readTexts(`${locale}.json`), readTexts(`pages/${locale}.json`)),
    readTexts(`shop/${locale}.json`),
  )

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every text's key (plural forms under their base key too), with the names it interpolates. */
function keysOf(tree: TextTree, prefix = '', out = new Map<string, Set<string>>()) {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name
    if (typeof value === 'object' && value !== null) {
      keysOf(value as TextTree, `${key}.`, out)
      continue
    }
    for (const k of [key, key.replace(PLURAL, '')]) {
      const names = out.get(k) ?? new Set<string>()
      for (const m of String(value).matchAll(/\{\{([^,}]+)/g)) names.add(m[1]!.trim())
      out.set(k, names)
    }
  }
  return out
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1_000_000, 1.5]

/** Option sets to ask each key with: none, each count, and every name it interpolates filled in. */
function optionSets(names: Set<string>): Record<string, unknown>[] {
  const filled = Object.fromEntries([...names].map((n, i) => [n, i % 2 ? `Ada ${n}` : 1234 + i]))
  return [
    {},
    filled,
    ...COUNTS.map((count) => ({ ...filled, count })),
    { ...filled, count: 2, defaultValue: 'fallback' },
  ]
}

async function bothIn(locale: Locale): Promise<[PageTexts, PageTexts]> {
  const i18next = createI18n()
  const light = createBrowserTexts()
  for (const texts of [i18next, light]) {
    enableInfoPageTexts(texts)
    await enableShopTexts(texts, shopTexts)
    await loadLocale(texts, locale)
  }
  return [i18next, light]
}

describe("the browser's texts", () => {
  for (const locale of LOCALES) {
    it(`answer as i18next does for every text in ${locale}`, async () => {
      const [i18next, light] = await bothIn(locale)
      const keys = keysOf(mergeTexts(localeTexts('en_US'), localeTexts(locale)))
      for (const [key, names] of keysOf(localeTexts('en_US')))
        keys.set(key, new Set([...(keys.get(key) ?? []), ...names]))
      let asked = 0
      for (const [key, names] of keys) {
        for (const options of optionSets(names)) {
          expect(light.t(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toEqual(
            i18next.t(key, options),
          )
          asked++
        }
      }
      expect(asked).toBeGreaterThan(1000)
    })
  }

  it('answer as i18next does for whole sections, missing keys, defaults and odd keys', async () => {
    const [i18next, light] = await bothIn('fr_FR')
    const cases: [string, Record<string, unknown>?][] = [
      ['pages', { returnObjects: true }],
      ['pages.warranty.sections', { returnObjects: true }],
      ['nav', { returnObjects: true, count: 3 }],
      ['nav'],
      ['no.such.key'],
      ['no.such.key', { defaultValue: 'Shown as the shop wrote it' }],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', { defaultValue: 'Hello {{name}}', name: 'Ada' }],
      ['no.such.key', { count: 1, defaultValue_one: 'one', defaultValue_other: 'many', defaultValue: 'x' }],
      ['no.such.key', { count: 0, defaultValue_zero: 'none', defaultValue: 'x' }],
      ['terms.category.desktop', { defaultValue: 'Desktop' }],
      ['terms.attribute.cpu-cores', { defaultValue: 'CPU cores' }],
      ['translation:nav.home'],
      ['other:nav.home', { defaultValue: 'elsewhere' }],
      ['listing.pageTitle', { title: 'Laptops' }],
      ['listing.pageTitle', { title: undefined, page: 2 }],
      ['listing.pageTitle', { title: null, page: 2 }],
      ['nav.home.deeper'],
    ]
    for (const [key, options] of cases)
      expect(light.t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(i18next.t(key, options))
  })

  it('fall back to the default locale for a text a locale lacks, and prefer plural forms to the bare key', async () => {
    const i18next = createI18n()
    const light = createBrowserTexts()
    const partial = {
      nav: { home: 'Accueil' },
      only: { here_one: '{{count}} ici', here_other: '{{count}} ici' },
      both: { plain: 'simple', plain_other: '{{count}} pluriel', plain_zero: 'aucun' },
    }
    for (const texts of [i18next, light]) {
      texts.addResourceBundle('fr_FR', 'translation', partial)
      await texts.changeLanguage('fr_FR')
    }
    for (const [key, options] of [
      ['nav.home'],
      ['nav.search'],
      ['only.here', { count: 1_000_000 }],
      ['only.here', { count: 1 }],
      ['both.plain'],
      ['both.plain', { count: 0 }],
      ['both.plain', { count: 1 }],
      ['both.plain', { count: 7 }],
    ] as [string, Record<string, unknown>?][])
      expect(light.t(key, options), key).toEqual(i18next.t(key, options))
  })

  it("take the shop's texts in the locale already chosen, then each locale's with it, telling the page of switches", async () => {
    const light = createBrowserTexts()
    await loadLocale(light, 'de_DE')
    const heard: string[] = []
    light.on('languageChanged', (language) => heard.push(language))
    expect(light.t('checkout.title')).toBe('Kasse')
    expect(light.t('cart.title')).toBe('cart.title')
    await enableShopTexts(light, shopTexts)
    expect(light.language).toBe('de_DE')
    expect(light.t('cart.title')).toBe('Warenkorb')
    await loadLocale(light, 'fr_FR')
    expect(light.t('cart.title')).toBe('Panier')
    expect(light.t('checkout.title')).toBe('Paiement')
    expect(heard).toEqual(['fr_FR'])
  })
})
