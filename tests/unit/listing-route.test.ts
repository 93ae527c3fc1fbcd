import { describe, expect, it } from 'vitest'
import { parseListingPath } from '../../src/routing/listing-route'

describe('listing routes', () => {
  it('matches the products listing and its pages', () => {
    expect(parseListingPath('/products')).toEqual({ category: null, page: 1 })
    expect(parseListingPath('/products/page/3')).toEqual({ category: null, page: 3 })
    expect(parseListingPath('/products/')).toEqual({ category: null, page: 1 })
  })

  it('matches the three category routes', () => {
    expect(parseListingPath('/product-category/desktop')).toEqual({ category: 'desktop', page: 1 })
    expect(parseListingPath('/product-category/desktop/page/2')).toEqual({ category: 'desktop', page: 2 })
  })

  it('rejects other paths and invalid page numbers', () => {
    expect(parseListingPath('/products/page/0')).toBeNull()
    expect(parseListingPath('/products/page/abc')).toBeNull()
    expect(parseListingPath('/product/desktop')).toBeNull()
    expect(parseListingPath('/product-category/%E0%A4%A')).toBeNull()
  })
})
