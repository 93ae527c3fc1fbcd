import { describe, expect, it } from 'vitest'
import type { ProductPageFields } from '../../src/graphql/catalogue/fragments'
import { toProductDetail } from '../../src/graphql/catalogue/mappers'
import type { ResultOf } from '../../src/graphql/tada'
import { recordedCase } from '../support/recorded-cases'

type WireDetail = ResultOf<typeof ProductPageFields>

// Both answers were recorded from the same real shop, for the same products: WooGraphQL's product fields
// (getProductDetailsByIds) and the companion plugin's bulk read (getProductPagesBulk). The build maps either with
// the same code, so the pages are the same only if these map to the same products.
describe("the companion plugin's bulk reads of a real shop", () => {
  const graphql = recordedCase('getProductDetailsByIds-include')
  const bulk = recordedCase('getProductPagesBulk-include')
  const graphqlNodes = (graphql.body.data?.products as { nodes: WireDetail[] }).nodes
  const bulkNodes = (bulk.body.data?.forgeProductPages as { format: number; nodes: WireDetail[] }).nodes

  it('was asked for the same products as the WooGraphQL read, and answered them all', () => {
    expect(bulk.variables?.include).toEqual(graphql.variables?.include)
    expect(bulkNodes.map((node) => node.databaseId).sort()).toEqual(
      graphqlNodes.map((node) => node.databaseId).sort(),
    )
    expect(bulkNodes.length).toBe(3)
  })

  it('maps to exactly the products WooGraphQL answers (variations, attributes and texts included)', () => {
    const byId = new Map(graphqlNodes.map((node) => [node.databaseId, toProductDetail(node)]))
    for (const node of bulkNodes) expect(toProductDetail(node)).toEqual(byId.get(node.databaseId))
    expect(bulkNodes.some((node) => node.type === 'VARIABLE')).toBe(true)
  })

  it("lists the ids of WooGraphQL's listing, in its order, the whole catalogue and a category", () => {
    const idsOf = (name: string) =>
      (recordedCase(name).body.data?.products as { nodes: { databaseId: number }[] }).nodes.map(
        (node) => node.databaseId,
      )
    const listed = (name: string) => recordedCase(name).body.data?.forgeProductIds as number[]
    expect(listed('getProductIdsBulk-all')).toEqual(idsOf('getListingIds-ok'))
    expect(listed('getProductIdsBulk-category')).toEqual(idsOf('getListingIds-category'))
    expect(listed('getProductIdsBulk-category').length).toBeGreaterThan(1)
  })

  it("counts a category's listing as WooGraphQL's found does, and a category the shop lacks as empty", () => {
    const counts = recordedCase('getProductCountsBulk-categories').body.data?.forgeProductCounts as number[]
    const listing = recordedCase('getListingIds-category')
    expect(recordedCase('getProductCountsBulk-categories').variables?.categories).toEqual([
      ...(listing.variables?.slug as string[]),
      'no-such-category',
    ])
    expect(counts[0]).toBe((listing.body.data?.products as { found: number }).found)
    expect(counts[0]).toBeGreaterThan(1)
    // WooGraphQL answers `found: null` for an empty listing; the build treats null and 0 alike (an empty page).
    expect(counts[1]).toBe(0)
  })

  it('refuses more than 100 categories, and more than 100 ids, with its own messages', () => {
    expect(recordedCase('getProductCountsBulk-too-many').body.errors?.[0]?.message).toBe(
      'Ask for at most 100 categories at once.',
    )
    expect(recordedCase('getProductPagesBulk-too-many').body.errors?.[0]?.message).toBe(
      'Ask for at most 100 products at once.',
    )
  })
})
