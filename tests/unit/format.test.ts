import { describe, expect, it } from 'vitest'
import {
  formatInteger,
  formatPrice,
  formatPriceRange,
  formatRating,
  localDecimal,
} from '../../src/lib/format'
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

describe('decimals in the shopper’s language', () => {
  it('write a rating with one decimal as Intl.NumberFormat does in each locale, without it', async () => {
    const { LOCALES } = await import('../../src/i18n/locales')
    const ratings = [0, 1, 2.5, 3.04, 3.05, 3.25, 3.75, 4, 4.15, 4.25, 4.5, 4.75, 4.95, 5]
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale.replace('_', '-'), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      })
      for (const value of ratings)
        expect(formatRating(value, locale), `${locale} ${value}`).toBe(intl.format(value))
    }
    expect(formatRating(4, 'fr_FR')).toBe('4,0')
    expect(formatRating(4, 'en_US')).toBe('4.0')
  })

  it('give a decimal the shop wrote (a weight, a length) the language’s decimal mark', () => {
    expect(localDecimal('35.6', 'de_DE')).toBe('35,6')
    expect(localDecimal('35.6', 'en_US')).toBe('35.6')
    expect(localDecimal('22', 'fr_FR')).toBe('22')
    expect(localDecimal('0.4', 'pt_BR')).toBe('0,4')
  })
})
