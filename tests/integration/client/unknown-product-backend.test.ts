import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogueClient } from '../../../src/graphql/catalogue-client'
import { fetchProductBySlug, fetchStockStatus } from '../../../src/graphql/catalogue/api'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'

/** The path unknown-product.test.ts checks with recorded answers, against the embedded backend. */
let shop: TestBackend
beforeAll(async () => {
  shop = await startTestBackend({ products: 5 })
})
afterAll(() => shop?.close())

describe('an unknown product slug against the embedded backend', () => {
  it('gives no product and no live stock, without an error', async () => {
    const client = createCatalogueClient(shop.backend.graphqlUrl)
    expect(await fetchProductBySlug(client, 'no-such-product-xyz')).toBeNull()
    expect(await fetchStockStatus(client, 'no-such-product-xyz')).toBeNull()
  })
})
