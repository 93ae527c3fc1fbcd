import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { cacheTranslations } from '../../src/i18n/translation-cache'

function instance() {
  const i18n = i18next.createInstance()
  void i18n.init({
    initAsync: false,
    lng: 'en_US',
    resources: {
      en_US: { translation: { hello: 'Hello', items: '{{count}} item', items_other: '{{count}} items' } },
      de_DE: { translation: { hello: 'Hallo' } },
    },
    interpolation: { escapeValue: false },
  })
  return i18n
}

describe('cacheTranslations', () => {
  it('answers as i18next does, asking it once per key and options', () => {
    const i18n = instance()
    const spy = vi.spyOn(i18n, 't')
    cacheTranslations(i18n)
    expect(i18n.t('hello')).toBe('Hello')
    expect(i18n.t('hello')).toBe('Hello')
    expect(i18n.t('items', { count: 1 })).toBe('1 item')
    expect(i18n.t('items', { count: 3 })).toBe('3 items')
    expect(i18n.t('items', { count: 3 })).toBe('3 items')
    expect(spy).toHaveBeenCalledTimes(3)
  })

  it('keeps languages apart and passes calls it cannot key through', async () => {
    const i18n = instance()
    const spy = vi.spyOn(i18n, 't')
    cacheTranslations(i18n)
    expect(i18n.t('hello')).toBe('Hello')
    await i18n.changeLanguage('de_DE')
    expect(i18n.t('hello')).toBe('Hallo')
    expect(spy).toHaveBeenCalledTimes(2)
    // Object values and key lists go to i18next every time.
    const values = { name: { first: 'Ada' } }
    expect(i18n.t('missing {{name.first}}', values as never)).toBe('missing Ada')
    expect(i18n.t('missing {{name.first}}', values as never)).toBe('missing Ada')
    expect(i18n.t(['nope', 'hello'])).toBe('Hallo')
    expect(i18n.t(['nope', 'hello'])).toBe('Hallo')
    expect(spy).toHaveBeenCalledTimes(6)
  })

  it('empties a full cache instead of growing', () => {
    const i18n = instance()
    const spy = vi.spyOn(i18n, 't')
    cacheTranslations(i18n, 2)
    i18n.t('items', { count: 1 })
    i18n.t('items', { count: 2 })
    i18n.t('items', { count: 3 }) // the cache was full: emptied, then this one kept
    i18n.t('items', { count: 1 })
    expect(spy).toHaveBeenCalledTimes(4)
  })
})
