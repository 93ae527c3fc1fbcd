import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordedCase } from '../support/recorded-cases'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const IDS = `query($first: Int, $after: String) { products(first: $first, after: $after) {
  found pageInfo { hasNextPage endCursor } nodes { databaseId } } }`

// WPGraphQL caps every connection at 100 nodes; WooGraphQL counts `found` on the first page only.
describe('pages as WPGraphQL serves them', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 150 })
  })
  afterAll(() => shop.close())

  it('caps first at 100 with hasNextPage and says so in debug (getListingIds-first-1000)', async () => {
    const result = await shop.client().gql(IDS, { first: 1000 })
    const products = result.data.products
    expect(products.nodes).toHaveLength(100)
    expect(products.found).toBe(153)
    expect(products.pageInfo.hasNextPage).toBe(true)
    const notice =
      'The number of items requested by the connection (1000) exceeds the max query amount. Only the first 100 items will be returned.'
    expect(result.extensions?.debug).toEqual([{ type: 'GRAPHQL_DEBUG', message: notice }])
    expect(
      (recordedCase('getListingIds-first-1000').body.extensions as { debug: Array<{ message: string }> })
        .debug[0]!.message,
    ).toBe(notice)
  })

  it('answers found on the first page and null on every page after a cursor', async () => {
    const client = shop.client()
    const first = (await client.ok(IDS, { first: 100 })).products
    expect(first.found).toBe(153)
    const second = (await client.ok(IDS, { first: 100, after: first.pageInfo.endCursor })).products
    expect(second.found).toBeNull()
    expect(second.nodes).toHaveLength(53)
    expect(second.pageInfo.hasNextPage).toBe(false)
    const ids = [...first.nodes, ...second.nodes].map((n: { databaseId: number }) => n.databaseId)
    expect(new Set(ids).size).toBe(153)
  })
})
