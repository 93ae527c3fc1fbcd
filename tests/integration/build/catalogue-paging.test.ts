import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ListingPayload } from '../../../src/domain/payloads'
import { createCatalogueClient } from '../../../src/graphql/catalogue-client'
import {
  fetchAllCategories,
  fetchAllProductCards,
  streamProductCards,
} from '../../../src/graphql/catalogue/api'
import { fetchIdsModifiedSince, fetchListingIds } from '../../../src/graphql/catalogue/changes'
import { streamCatalogue } from '../../../scripts/prerender/fetch-plan'
import { ProductPageReader } from '../../../scripts/prerender/product-page-reader'
import { ListingPager } from '../../../scripts/prerender/listing-pager'
import { RequestLimiter } from '../../../scripts/prerender/request-limiter'
import { cappedCatalogueBackend } from '../../support/capped-catalogue-backend'

const ORIGIN = 'https://shop.example'
const URL_ = 'https://wp.example/graphql'
const PRODUCTS = 250

describe('catalogue paging against a backend that caps `first` at 100', () => {
  const server = setupServer()
  const client = () => createCatalogueClient(URL_, { origin: ORIGIN })
  let backend: ReturnType<typeof cappedCatalogueBackend>
  const use = (options: Partial<Parameters<typeof cappedCatalogueBackend>[0]> = {}) => {
    backend = cappedCatalogueBackend({ url: URL_, products: PRODUCTS, allowedOrigin: ORIGIN, ...options })
    server.use(backend.handler)
  }
  const firsts = () => backend.requests.map((r) => r.variables.first).filter((n) => n !== undefined)

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('reads every listing id in pages of at most 100, and the total from the first page', async () => {
    use()
    const { found, ids } = await fetchListingIds(client(), null)
    expect(ids).toHaveLength(PRODUCTS)
    expect(new Set(ids).size).toBe(PRODUCTS)
    expect(found).toBe(PRODUCTS)
    expect(firsts().every((n) => Number(n) <= 100)).toBe(true)
    expect(backend.requests).toHaveLength(3)
  })

  it('streams full products and cards with the first page’s total on every batch, never a later null', async () => {
    use()
    const totals: number[] = []
    const slugs: string[] = []
    const limiter = new RequestLimiter(3)
    for await (const batch of streamCatalogue({
      limiter,
      chunkSize: 500,
      reader: new ProductPageReader(client(), { bulk: false }),
    })) {
      totals.push(batch.found)
      slugs.push(...batch.products.map((p) => p.slug))
    }
    // In the listing's order, each product once, whatever order the parallel answers came back in.
    expect(slugs).toEqual(Array.from({ length: PRODUCTS }, (_, i) => `product-${i}`))
    expect(totals).toEqual([PRODUCTS, PRODUCTS, PRODUCTS])
    const byIds = backend.requests.filter((r) => r.operationName === 'getProductDetailsByIds')
    expect(byIds.map((r) => (r.variables.include as number[]).length)).toEqual([100, 100, 50])
    expect((await fetchAllProductCards(client(), null)).found).toBe(PRODUCTS)
    expect(firsts().every((n) => Number(n) <= 100)).toBe(true)
  })

  it('gives every listing page the whole listing’s size and page count (not "N products" from a later page)', async () => {
    use()
    const pages: ListingPayload[] = []
    const pager = new ListingPager('/products', null, 24, async (_path, payload) => void pages.push(payload))
    for await (const batch of streamProductCards(client(), null, 100))
      await pager.add(batch.products, batch.found)
    await pager.finish()
    expect(pages).toHaveLength(11)
    for (const payload of pages) {
      expect(payload.listing.total).toBe(PRODUCTS)
      expect(payload.listing.pageCount).toBe(11)
    }
  })

  it('reads more than 100 categories in pages', async () => {
    use({ categories: 130 })
    const categories = await fetchAllCategories(client())
    expect(categories).toHaveLength(130)
    expect(firsts().every((n) => Number(n) <= 100)).toBe(true)
  })

  it('finds only the products modified since a time though the backend ignores dateQuery', async () => {
    const since = Date.UTC(2026, 5, 1)
    // Products 7, 42 and 180 were edited after `since`; the rest long before.
    const edited = new Map([
      [7, since + 5_000],
      [42, since + 60_000],
      [180, since + 1_000],
    ])
    use({ modifiedMs: (i) => edited.get(i) ?? Date.UTC(2026, 0, 1) - i * 1000 })
    // Product i has id 10,000 - i.
    expect(await fetchIdsModifiedSince(client(), since)).toEqual([10_000 - 42, 10_000 - 7, 10_000 - 180])
    // One small page was enough: the fourth product was older, so the reader stopped there.
    expect(backend.requests.map((r) => [r.operationName, r.variables.first])).toEqual([
      ['getModifiedProductIds', 10],
    ])
  })

  it('reads the ids modified since in pages that double while every product of a page is newer', async () => {
    const since = Date.UTC(2026, 5, 1)
    use({ modifiedMs: (i) => (i < 45 ? since + 100_000 - i * 1000 : Date.UTC(2026, 0, 1) - i * 1000) })
    const ids = await fetchIdsModifiedSince(client(), since)
    expect(ids).toEqual(Array.from({ length: 45 }, (_, i) => 10_000 - i))
    expect(backend.requests.map((r) => r.variables.first)).toEqual([10, 20, 40])
  })

  it('sends the storefront’s Origin with every request', async () => {
    use()
    await fetchListingIds(client(), null)
    expect(backend.requests.map((r) => r.origin)).toEqual([ORIGIN, ORIGIN, ORIGIN])
  })
})
