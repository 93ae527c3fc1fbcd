import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'

/**
 * One VAT statement, one word for it (issue 24, point 6). The shop's prices exclude VAT, which is added at
 * checkout (the backend: `displayPricesIncludeTax: false`, a 7.5 % tax line named VAT): the footer says so, and the
 * cart and the order name the tax line with the same word.
 */
const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', file), 'utf8')) as {
    footer?: { copyright: string }
    cart?: { tax: string }
    orderSummary?: { tax: string }
  }

describe.each(LOCALES)('the VAT wording in %s', (locale) => {
  const firstLoad = read(`${locale}.json`)
  const shop = read(`shop/${locale}.json`)
  const word = shop.cart!.tax

  it('names the tax line with one word in the cart and on the order', () => {
    expect(shop.orderSummary!.tax).toBe(word)
  })

  it('says in the footer that prices exclude that tax, at its rate', () => {
    const statement = firstLoad.footer!.copyright
    expect(statement).toContain(word)
    expect(statement).toMatch(/7[.,]5\s?%/)
  })
})
