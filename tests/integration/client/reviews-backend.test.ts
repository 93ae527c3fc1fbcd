import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeReview } from '../../../src/features/catalogue/product/write-review'
import type { ShopHandle } from '../../../src/shop-loader/shop-handle'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'
import { findSimpleProduct } from '../../../backend/tests/support/shop-documents'
import { fakeEnv, runtime } from './helpers'
import { createCatalogueClient } from '../../../src/graphql/catalogue-client'
import { fetchProductReviews } from '../../../src/graphql/catalogue/live-reviews'
import { isListed } from '../../../src/features/catalogue/reviews/load-live-reviews'

/** The path reviews.test.ts checks with recorded answers, against the embedded backend. */
const shop = vi.hoisted(() => ({ handle: null as ShopHandle | null }))
vi.mock('../../../src/shop-loader/load-shop', () => ({ loadShop: async () => shop.handle }))

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ products: 5 })
})
afterAll(() => backend?.close())

describe('a guest review against the embedded backend', () => {
  it('is saved and reported as a success; a bad rating gets the backend reason', async () => {
    const rt = runtime(fakeEnv().env, { url: backend.backend.graphqlUrl })
    shop.handle = { mutate: (document, variables) => rt.run('mutation', document, variables) } as ShopHandle
    const product = await findSimpleProduct(backend.client(), 0)
    const review = {
      rating: 5,
      content: 'Quiet under load.',
      author: 'Guest',
      authorEmail: 'guest@example.com',
      commentOn: product.databaseId,
    }
    const catalogue = createCatalogueClient(backend.backend.graphqlUrl, { origin: backend.backend.origin })
    const before = await fetchProductReviews(catalogue, product.slug)
    expect(await writeReview(review)).toEqual({ success: true })
    expect(await writeReview({ ...review, commentOn: 999999 })).toMatchObject({ success: false })
    // WordPress's duplicate and flood refusals reach the form as the shopper reads them (entities decoded).
    expect(await writeReview(review)).toEqual({
      success: false,
      error: 'Duplicate comment detected; it looks as though you’ve already said that!',
    })
    expect(await writeReview({ ...review, content: 'Also quiet at idle.' })).toEqual({
      success: false,
      error: 'You are posting comments too quickly. Slow down.',
    })
    // Held for moderation: the live list neither shows nor counts it, so the page says it awaits approval.
    const after = await fetchProductReviews(catalogue, product.slug)
    expect(after?.count).toBe(before?.count)
    expect(isListed(review, after?.reviews ?? [])).toBe(false)
  })
})
