import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRODUCT_DETAILS_PAGE } from '../../../bench/catalogue-documents'
import { REAL_WOOCOMMERCE as COST } from '../../../src/graphql/server-model/real-woocommerce-costs'
import { serverModelOption } from '../../../src/graphql/server-model/server-model-option'
import { REAL_TIMERS } from '../../../src/graphql/server-model/worker-pool'
import { startTestBackend, type TestBackend } from '../../support/test-backend'
import { VirtualTimers } from './virtual-timers'

const IDS = `{ products(first: 10) { nodes { databaseId } } }`
const CARDS = `{ products(first: 6) { nodes { databaseId name image { sourceUrl } ... on SimpleProduct { price } } } }`
const DETAILS = (related: string) =>
  `{ products(first: 4) { nodes { databaseId name description ${related} } } }`
const RELATED = `related(first: 5) { nodes { databaseId name } }`

type Related = { related?: { nodes: unknown[] } }
const relatedCount = (nodes: Related[]) => nodes.reduce((sum, p) => sum + (p.related?.nodes.length ?? 0), 0)

describe('the calibrated server model (real-woocommerce)', () => {
  let shop: TestBackend
  const timers = new VirtualTimers()

  beforeAll(async () => {
    shop = await startTestBackend({ serverModel: { model: 'real-woocommerce', timers } })
  })
  afterAll(() => shop.close())

  /** The worker time the model held for one request (one request at a time: one timer, at full speed). */
  async function heldFor(query: string, variables?: Record<string, unknown>) {
    const before = timers.scheduled.length
    const data = await shop.client().ok(query, variables)
    expect(timers.scheduled.length).toBe(before + 1)
    return { data, ms: timers.scheduled.at(-1)! }
  }

  it('holds a worker 3 ms per product of ids, besides the request itself', async () => {
    const { data, ms } = await heldFor(IDS)
    expect(data.products.nodes).toHaveLength(10)
    expect(ms).toBe(COST.requestMs + 10 * COST.idProductMs)
  })

  it('holds a worker 7 ms per card', async () => {
    expect((await heldFor(CARDS)).ms).toBe(COST.requestMs + 6 * COST.cardProductMs)
  })

  it('holds a worker 15 ms per product with detail fields, and related products add their share', async () => {
    const without = await heldFor(DETAILS(''))
    expect(without.ms).toBe(COST.requestMs + 4 * COST.detailProductMs)
    const withRelated = await heldFor(DETAILS(RELATED))
    const cards = relatedCount(withRelated.data.products.nodes)
    expect(cards).toBeGreaterThan(0)
    expect(withRelated.ms - without.ms).toBe(4 * COST.relatedLookupMs + cards * COST.cardProductMs)
  })

  it("prices the prerender's bulk detail page at ≈ 50–55 ms a product, related ≈ 70 % of it", async () => {
    const { data, ms } = await heldFor(PRODUCT_DETAILS_PAGE, { first: 10 })
    const cards = relatedCount(data.products.nodes)
    expect(cards).toBe(50) // five related cards a product, as WooCommerce answers with this many products
    const perProduct = (ms - COST.requestMs) / 10
    expect(perProduct).toBeGreaterThanOrEqual(50)
    expect(perProduct).toBeLessThanOrEqual(55)
    expect((perProduct - COST.detailProductMs) / perProduct).toBeCloseTo(0.7, 1)
  })

  it('holds a worker for the request alone when the document is refused before it runs', async () => {
    const before = timers.scheduled.length
    const result = await shop.client().gql('{ products(first: 1) { nodes { noSuchField } } }')
    expect(result.errors?.[0]?.message).toMatch(/noSuchField/)
    expect(timers.scheduled.slice(before)).toEqual([COST.requestMs])
  })

  it('reports the model in force and the worker time it held', () => {
    expect(shop.backend.serverModel).toMatchObject({ model: 'real-woocommerce', workers: 4, cores: 2 })
    const held = timers.scheduled.reduce((sum, ms) => sum + ms, 0)
    expect(shop.backend.serverModel!.served()).toEqual({
      requests: timers.scheduled.length,
      workerSeconds: held / 1000,
    })
  })
})

describe('without the model (the default)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('answers at once: no worker is waited for', async () => {
    const shop = await startTestBackend()
    try {
      expect(shop.backend.serverModel).toBeNull()
      // The model's default timer: what a default backend would wait on if the model were on.
      const waits = vi.spyOn(REAL_TIMERS, 'setTimeout')
      await shop.client().ok(DETAILS(RELATED))
      expect(waits).not.toHaveBeenCalled()
    } finally {
      await shop.close()
    }
  })

  it('is off unless the CLI or the environment asks for it', () => {
    expect(serverModelOption({}, {})).toBeUndefined()
    expect(serverModelOption({ model: 'none' }, {})).toBeUndefined()
    expect(serverModelOption({ model: 'real-woocommerce' }, {})).toEqual({ model: 'real-woocommerce' })
    expect(serverModelOption({}, { SERVER_MODEL: 'real-woocommerce', SERVER_WORKERS: '8' })).toEqual({
      model: 'real-woocommerce',
      workers: 8,
    })
    expect(() => serverModelOption({ model: 'wordpress' }, {})).toThrow(/--server-model must be one of/)
    expect(() => serverModelOption({ model: 'real-woocommerce', workers: '0' }, {})).toThrow(
      /--server-workers/,
    )
    expect(() => serverModelOption({ workers: '4' }, {})).toThrow(/need --server-model/)
  })
})
