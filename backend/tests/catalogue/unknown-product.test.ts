import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { expectRecordedError } from '../support/recorded-cases'

const PRODUCT = `query($id: ID!, $idType: ProductIdTypeEnum) { product(id: $id, idType: $idType) { databaseId slug } }`
const STOCK = `query($slug: ID!) { product(id: $slug, idType: SLUG) { id ... on SimpleProduct { stockStatus stockQuantity } } }`

// WooGraphQL answers an id that finds no product with an error and `product: null`, not a bare null.
describe('a product that does not exist', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 8 })
  })
  afterAll(() => shop.close())

  it('an unknown slug: "No product ID was found corresponding to the slug: …" (getProduct-unknown-slug)', async () => {
    const slug = 'no-such-product-xyz'
    const expected = {
      message: `No product ID was found corresponding to the slug: ${slug}`,
      path: ['product'],
    }
    for (const query of [PRODUCT, STOCK]) {
      const result = await shop.client().gql(query, { id: slug, slug, idType: 'SLUG' })
      expect(result.errors).toMatchObject([expected])
      expect(result.data).toEqual({ product: null })
    }
    expectRecordedError('getProduct-unknown-slug', expected)
    expectRecordedError('getProduct-unknown-slug-nodebug', expected)
    expectRecordedError('getStockStatus-unknown-slug', expected)
  })

  it('an unknown database id, SKU or global id is refused in WooGraphQL’s words', async () => {
    const client = shop.client()
    const cases: Array<[string, string, string]> = [
      ['999999', 'DATABASE_ID', 'No product exists with the database_id: 999999'],
      ['0', 'DATABASE_ID', 'No product ID was found corresponding to the database_id: 0'],
      ['NO-SUCH-SKU', 'SKU', 'No product ID was found corresponding to the sku: NO-SUCH-SKU'],
      [Buffer.from('post:999999').toString('base64'), 'ID', 'No product exists with the global_id: 999999'],
      ['not-a-global-id', 'ID', 'The "id" is invalid'],
    ]
    for (const [id, idType, message] of cases) {
      const result = await client.gql(PRODUCT, { id, idType })
      expect(result.errors?.[0]?.message, `${idType} ${id}`).toBe(message)
      expect(result.data).toEqual({ product: null })
    }
  })

  it('a known slug still answers the product', async () => {
    const { products } = await shop.client().ok(`{ products(first: 1) { nodes { slug databaseId } } }`)
    const [first] = products.nodes
    const { product } = await shop.client().ok(PRODUCT, { id: first.slug, idType: 'SLUG' })
    expect(product).toEqual(first)
  })
})
