import { describe, expect, it } from 'vitest'
import { createI18n } from '../../src/i18n/create-i18n'
import { loadLocale } from '../../src/i18n/load-locale'
import { LOCALES } from '../../src/i18n/locales'
import { longDate } from '../../src/lib/format'

/** Issue 36, point 5: a French page wrote its dates 'November 28, 2026'. */
describe('long dates in the shopper’s language', () => {
  it.each([...LOCALES])(
    'are written as Intl.DateTimeFormat long, in UTC, writes them in %s, without it',
    async (locale) => {
      const i18n = createI18n()
      await loadLocale(i18n, locale)
      const intl = new Intl.DateTimeFormat(locale.replace('_', '-'), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
      const day = 86_400_000
      const instants = [
        ...Array.from({ length: 600 }, (_, i) => Date.UTC(1970, 0, 1) + i * 23 * day + (i % 24) * 3_600_000),
        Date.UTC(2024, 1, 29, 23, 59, 59),
        Date.parse('0005-07-01T00:00:00Z'),
        Date.UTC(9999, 11, 31),
      ]
      for (const instant of instants) {
        const iso = new Date(instant).toISOString()
        expect(longDate(i18n.t, iso), iso).toBe(intl.format(new Date(instant)))
      }
    },
  )

  it('read a date without a zone as UTC, honour an offset, and return anything else as it is', async () => {
    const i18n = createI18n()
    expect(longDate(i18n.t, '2024-05-30T08:54:10')).toBe('May 30, 2024')
    expect(longDate(i18n.t, '2024-05-30T23:30:00+01:00')).toBe('May 30, 2024')
    expect(longDate(i18n.t, 'not a date')).toBe('not a date')
    await loadLocale(i18n, 'fr_FR')
    expect(longDate(i18n.t, '2026-11-28T10:00:00')).toBe('28 novembre 2026')
    await loadLocale(i18n, 'de_DE')
    expect(longDate(i18n.t, '2026-11-28T10:00:00')).toBe('28. November 2026')
  })
})
