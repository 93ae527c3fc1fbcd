import { describe, expect, it } from 'vitest'
import { formatDate, formatPrice, formatPriceRange } from '../../src/lib/format'
import { discountPercent, highestPrice, parseRawPrices } from '../../src/lib/prices'

describe('formatting', () => {
  it('formats naira in the en-NG format', () => {
    expect(formatPrice(1250000)).toBe('₦1,250,000.00')
    expect(formatPrice(0)).toBe('₦0.00')
  })

  it('formats a range, or one price when both ends match', () => {
    expect(formatPriceRange(10, 10)).toBe('₦10.00')
    expect(formatPriceRange(10, 20)).toBe('₦10.00 – ₦20.00')
  })

  it('formats dates as en-US long month, day and year', () => {
    expect(formatDate('2024-05-30T08:54:10')).toBe('May 30, 2024')
    expect(formatDate('not a date')).toBe('not a date')
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
