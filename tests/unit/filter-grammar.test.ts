import { describe, expect, it } from 'vitest'
import {
  emptyFilter,
  parseFilter,
  readListingQuery,
  serializeFilter,
  writeListingQuery,
  type ListingFilter,
} from '../../src/features/catalogue/listing/filter-grammar'
import { random } from '../../scripts/bench/synthetic-catalogue'

const filter = (patch: Partial<ListingFilter>): ListingFilter => ({ ...emptyFilter(), ...patch })

describe('filter grammar', () => {
  it('parses every key', () => {
    expect(
      parseFilter(
        'price[100000,2500000],rating[4],category[laptop,desktop],pa_color[black,silver],sale[true]',
      ),
    ).toEqual(
      filter({
        minPrice: 100000,
        maxPrice: 2500000,
        rating: 4,
        categories: ['desktop', 'laptop'],
        attributes: { pa_color: ['black', 'silver'] },
        sale: true,
      }),
    )
  })

  it('serialises canonically and round-trips', () => {
    const value = filter({
      sale: true,
      attributes: { pa_size: ['16-inch'], pa_color: ['silver', 'black'] },
      categories: ['made-to-order', 'desktop'],
      maxPrice: 900000,
      rating: 3.5,
    })
    const text = serializeFilter(value)
    expect(text).toBe(
      'price[,900000],rating[3.5],category[desktop,made-to-order],pa_color[black,silver],pa_size[16-inch],sale[true]',
    )
    expect(serializeFilter(parseFilter(text))).toBe(text)
    expect(parseFilter(text)).toEqual(parseFilter(serializeFilter(parseFilter(text))))
    expect(serializeFilter(emptyFilter())).toBe('')
  })

  it('does not let keys that share a prefix match each other', () => {
    expect(parseFilter('sale_price[true]').sale).toBe(false)
    expect(parseFilter('salex[true]').sale).toBe(false)
    expect(parseFilter('xsale[true]').sale).toBe(false)
    expect(parseFilter('categoryx[desktop]').categories).toEqual([])
    expect(parseFilter('subcategory[desktop]').categories).toEqual([])
    expect(parseFilter('pa_colour[red],pa_color[black]').attributes).toEqual({
      pa_colour: ['red'],
      pa_color: ['black'],
    })
    expect(parseFilter('pricey[1,2]').minPrice).toBeNull()
    // A slug that spells another key is just a slug.
    expect(parseFilter('category[sale,price]')).toEqual(filter({ categories: ['price', 'sale'] }))
  })

  it('ignores unknown keys, bad values and malformed groups', () => {
    expect(parseFilter('colour[red],product_tag[x],size[]')).toEqual(emptyFilter())
    expect(parseFilter('price[abc,100]')).toEqual(filter({ maxPrice: 100 }))
    expect(parseFilter('price[-5,1e9]')).toEqual(emptyFilter())
    expect(parseFilter('price[10]')).toEqual(emptyFilter())
    expect(parseFilter('price[1,2,3]')).toEqual(emptyFilter())
    expect(parseFilter('rating[0]').rating).toBeNull()
    expect(parseFilter('rating[6]').rating).toBeNull()
    expect(parseFilter('rating[four]').rating).toBeNull()
    expect(parseFilter('sale[false]').sale).toBe(false)
    expect(parseFilter('sale[yes]').sale).toBe(false)
    expect(parseFilter('category[desk top,<script>,ok]').categories).toEqual(['ok'])
    expect(parseFilter('category[desktop').categories).toEqual([])
    expect(parseFilter('category]desktop[').categories).toEqual([])
  })

  it('swaps price ends given in the wrong order and accepts an open end', () => {
    expect(parseFilter('price[500,100]')).toEqual(filter({ minPrice: 100, maxPrice: 500 }))
    expect(parseFilter('price[100,]')).toEqual(filter({ minPrice: 100 }))
  })

  it('merges repeated list keys and lets the last price, rating and sale win', () => {
    expect(parseFilter('category[laptop],category[desktop,laptop]').categories).toEqual(['desktop', 'laptop'])
    expect(parseFilter('rating[2],rating[4]').rating).toBe(4)
    expect(parseFilter('price[1,2],price[3,4]')).toEqual(filter({ minPrice: 3, maxPrice: 4 }))
    expect(parseFilter('rating[4],rating[bad]').rating).toBe(4)
  })

  it('accepts pipes, spaces and upper case from hand-written links, and percent-encoded slugs', () => {
    expect(parseFilter('CATEGORY[Desktop] | sale[true]')).toEqual(
      filter({ categories: ['desktop'], sale: true }),
    )
    expect(parseFilter('category[%d0%bd%d0%be]').categories).toEqual(['%d0%bd%d0%be'])
  })

  it('never throws and always returns a well-formed filter (fuzz)', () => {
    const rand = random(1)
    const alphabet = 'pricesaltgoyx_a[],|0123456789.-% \u0000\u{1F600}<>"\''
    const pieces = ['price[', 'rating[', 'category[', 'pa_color[', 'sale[true]', ']', ',', '[', 'x']
    for (let i = 0; i < 3000; i++) {
      let input = ''
      const length = Math.floor(rand() * 60)
      for (let j = 0; j < length; j++) {
        input +=
          rand() < 0.3
            ? pieces[Math.floor(rand() * pieces.length)]!
            : alphabet[Math.floor(rand() * alphabet.length)]!
      }
      const parsed = parseFilter(input)
      expect(Array.isArray(parsed.categories)).toBe(true)
      for (const n of [parsed.minPrice, parsed.maxPrice, parsed.rating]) {
        if (n !== null) expect(Number.isFinite(n) && n >= 0).toBe(true)
      }
      if (parsed.minPrice !== null && parsed.maxPrice !== null)
        expect(parsed.minPrice).toBeLessThanOrEqual(parsed.maxPrice)
      const text = serializeFilter(parsed)
      expect(serializeFilter(parseFilter(text))).toBe(text)
    }
    for (const odd of [undefined, null, 42, {}, [], 'x'.repeat(100_000)]) {
      expect(parseFilter(odd)).toEqual(emptyFilter())
    }
  })
})

describe('listing query', () => {
  it('defaults to newest first and writes nothing for the default state', () => {
    const state = readListingQuery('')
    expect(state).toEqual({ filter: emptyFilter(), orderby: 'date', order: 'DESC', search: '' })
    expect(writeListingQuery(state)).toBe('')
  })

  it('reads every parameter and falls back to defaults for invalid values', () => {
    expect(readListingQuery('?orderby=price').order).toBe('ASC')
    expect(readListingQuery('?orderby=alphabetically').order).toBe('ASC')
    expect(readListingQuery('?orderby=discount').order).toBe('DESC')
    expect(readListingQuery('orderby=RATING&order=asc')).toMatchObject({ orderby: 'rating', order: 'ASC' })
    expect(readListingQuery('?orderby=popularity&order=sideways')).toMatchObject({
      orderby: 'date',
      order: 'DESC',
    })
    expect(readListingQuery('?search=%20%20RTX%20%20%204090%20').search).toBe('RTX 4090')
  })

  it('round-trips through the URL, including URLSearchParams encoding', () => {
    const state = {
      filter: filter({ categories: ['desktop'], attributes: { pa_color: ['space-grey'] }, minPrice: 5 }),
      orderby: 'price' as const,
      order: 'DESC' as const,
      search: 'rtx & "quiet" #1',
    }
    const query = writeListingQuery(state)
    expect(query).toBe(
      '?filter=price[5,],category[desktop],pa_color[space-grey]&orderby=price&order=DESC&search=rtx%20%26%20%22quiet%22%20%231',
    )
    expect(readListingQuery(query)).toEqual(state)
    const viaParams = new URLSearchParams(query).toString()
    expect(readListingQuery(viaParams)).toEqual(state)
  })
})
