import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzzCases, sendCase } from '../../scripts/bench/graphql-fuzz'
import { startTestBackend, type TestBackend } from '../../backend/tests/support/test-backend'

describe('a seeded fuzz of the GraphQL endpoint', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend({ products: 30 })
  })
  afterAll(() => shop.close())

  it('answers 2,500 random and mutated documents without a 500, and stays alive', async () => {
    const statuses = new Map<number, number>()
    for (const c of fuzzCases(20_261_123, 2_500)) {
      const { status } = await sendCase(shop.backend.graphqlUrl, c)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      expect(status, `${c.method} ${c.query.slice(0, 300)}`).toBeLessThan(500)
    }
    expect(statuses.size).toBeGreaterThan(1)
    const alive = await shop.client().ok('{ generalSettings { title } }')
    expect(alive.generalSettings.title).toBeTruthy()
  })
})
