import { print, type DocumentNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductDetailsByIds } from '../../src/graphql/catalogue/bulk'
import { ProductBySlug, ProductCardsPage } from '../../src/graphql/catalogue/queries'
import { startTestBackend, type TestBackend } from '../../backend/tests/support/test-backend'

describe('the limits leave the storefront its heaviest requests', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 30 })
  })
  afterAll(() => shop.close())

  it.each([
    ['a prerender request of 100 full products', ProductDetailsByIds, { first: 100, include: [] }],
    ['a listing page of 500 cards', ProductCardsPage, { first: 500 }],
    ['the default card listing (first: 9999)', ProductCardsPage, {}],
    ['one full product', ProductBySlug, { slug: 'FIRST' }],
  ])('%s', async (_name, document, variables) => {
    // An unknown slug is an error of its own (WooGraphQL's): ask for one that exists.
    const { products } = await shop.client().ok(`{ products(first: 1) { nodes { slug } } }`)
    const named = 'slug' in variables ? { slug: products.nodes[0].slug } : variables
    const errors = await shop.client().errorOf(print(document as unknown as DocumentNode), named)
    expect(errors).toBeUndefined()
  })
})
