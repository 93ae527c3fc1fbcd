import { describe, expect, it } from 'vitest'
import { formatDate, formatInteger, formatPrice, formatPriceRange } from '../../src/lib/format'
import { discountPercent, highestPrice, parseRawPrices } from '../../src/lib/prices'

describe('formatting', () => {
  it('formats naira in the en-NG format', () => {
    expect(formatPrice(1250000)).toBe('₦1,250,000.00')
    expect(formatPrice(0)).toBe('₦0.00')
  })

  it('writes every amount as Intl.NumberFormat en-NG NGN does, rounding and signs included', () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })
    const edges = [
      0,
      -0,
      0.5,
      1.005,
      2.675,
      0.125,
      999.995,
      9.995,
      -0.001,
      0.0049,
      1e-7,
      1.5e-5,
      1e21,
      2 ** 53,
    ]
    const more = [NaN, Infinity, -Infinity, 123456789.125, -1250000.5, Number.MAX_VALUE]
    // Amounts of every size from a fixed sequence, whole and with up to four decimals.
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const generated = Array.from({ length: 5000 }, (_, i) => {
      const amount = next() * 10 ** ((i % 12) - 3) * (i % 5 === 0 ? -1 : 1)
      return i % 2 ? Number(amount.toFixed(i % 5)) : amount
    })
    for (const amount of [...edges, ...more, ...generated])
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount))
  })

  it('groups whole numbers as en-NG does', () => {
    for (const value of [0, 7, 999, 1000, 1250000, -1234567, 1e21])
      expect(formatInteger(value)).toBe(value.toLocaleString('en-NG'))
  })

  it('formats a range, or one price when both ends match', () => {
    expect(formatPriceRange(10, 10)).toBe('₦10.00')
    expect(formatPriceRange(10, 20)).toBe('₦10.00 – ₦20.00')
  })

  it('formats dates as en-US long month, day and year', () => {
    expect(formatDate('2024-05-30T08:54:10')).toBe('May 30, 2024')
    expect(formatDate('not a date')).toBe('not a date')
  })

  it('writes every date as Intl.DateTimeFormat en-US long, in UTC, does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    const day = 86_400_000
    const instants = [
      ...Array.from({ length: 3000 }, (_, i) => Date.UTC(1970, 0, 1) + i * 23 * day + (i % 24) * 3_600_000),
      Date.UTC(2024, 1, 29, 23, 59, 59),
      Date.parse('0005-07-01T00:00:00Z'),
      Date.UTC(9999, 11, 31),
      Date.parse('-000100-03-01T00:00:00Z'),
    ]
    for (const instant of instants) {
      const iso = new Date(instant).toISOString()
      expect(formatDate(iso), iso).toBe(intl.format(new Date(instant)))
    }
    expect(formatDate('2024-05-30T23:30:00+01:00')).toBe('May 30, 2024')
  })
})

describe('price rules', () => {
  it('parses RAW prices, including the comma list of a variable product', () => {
    expect(parseRawPrices('19.99')).toEqual([19.99])
    expect(parseRawPrices('10, 15, 20')).toEqual([10, 15, 20])
    expect(parseRawPrices('')).toEqual([])
    expect(parseRawPrices(null)).toEqual([])
    expect(parseRawPrices('abc, 5')).toEqual([5])
  })

  it('uses the highest value of a list', () => {
    expect(highestPrice([10, 30, 20])).toBe(30)
    expect(highestPrice([])).toBe(0)
  })

  it('computes the sale badge percentage', () => {
    expect(discountPercent({ price: [75], regular: [100], sale: [75] })).toBe(25)
    expect(discountPercent({ price: [100], regular: [100], sale: [] })).toBe(0)
  })
})

describe('counts in the shopper’s language', () => {
  it('are written as Intl.NumberFormat writes them in each locale, without it', async () => {
    const { formatCount } = await import('../../src/lib/format')
    const { LOCALES } = await import('../../src/i18n/locales')
    const values = [
      0,
      1,
      7,
      42,
      999,
      1000,
      1234,
      9999,
      10000,
      12345,
      99999,
      100000,
      1234567,
      1e9 + 7,
      -1,
      -1234,
      -12345,
    ]
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: 0 })
      for (const value of values)
        expect(formatCount(value, locale), `${locale} ${value}`).toBe(intl.format(value))
    }
  })
})
