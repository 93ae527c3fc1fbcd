import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSimpleProduct, startTestBackend, type TestBackend } from './helpers'
import { expectRecordedError } from './recorded-shape'

const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating review { id } } }`
const REVIEWS = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { averageRating reviewCount
  reviews(first: 100) { edges { rating node { content } } } } }`

// WordPress holds reviews for moderation; WooGraphQL then cannot read the new review back to a guest.
describe('reviews held for moderation', () => {
  let shop: TestBackend
  beforeAll(async () => {
    shop = await startTestBackend(20)
  })
  afterAll(() => shop.close())

  it('a guest’s review is saved, the answer failing at review.id (WriteReview-guest, WriteReview-rating-0)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 0)
    const before = (await client.ok(REVIEWS, { id: String(product.databaseId) })).product
    const expected = { message: 'Internal server error', path: ['writeReview', 'review', 'id'] }
    for (const rating of [4, 0]) {
      const result = await client.gql(WRITE, {
        input: {
          commentOn: product.databaseId,
          rating,
          content: 'Quiet and fast.',
          author: 'Tola',
          authorEmail: 'tola@example.com',
        },
      })
      expect(result.errors).toMatchObject([expected])
      expect(result.data.writeReview).toEqual({ rating, review: null })
    }
    expectRecordedError('WriteReview-guest', expected)
    expectRecordedError('WriteReview-rating-0', expected)
    // Held: neither shown nor counted.
    expect((await client.ok(REVIEWS, { id: String(product.databaseId) })).product).toEqual(before)
  })

  it('a customer’s review is held too, its id answered to its author (WriteReview-authed)', async () => {
    const client = shop.client()
    await client.login('demo', 'demo-password')
    const product = await findSimpleProduct(client, 0)
    const before = (await client.ok(REVIEWS, { id: String(product.databaseId) })).product
    const result = await client.gql(WRITE, {
      input: { commentOn: product.databaseId, rating: 5, content: 'Superb.' },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data.writeReview).toEqual({ rating: 5, review: { id: expect.any(String) } })
    expect((await shop.client().ok(REVIEWS, { id: String(product.databaseId) })).product).toEqual(before)
  })

  it('an unknown product is refused in WooGraphQL’s words (WriteReview-unknown-product)', async () => {
    const expected = { message: 'The ID of the node to comment on is invalid', path: ['writeReview'] }
    const result = await shop.client().gql(WRITE, {
      input: { commentOn: 999999, rating: 5, content: 'x', author: 'G', authorEmail: 'g@example.com' },
    })
    expect(result.errors).toMatchObject([expected])
    expect(result.data).toEqual({ writeReview: null })
    expectRecordedError('WriteReview-unknown-product', expected)
  })
})
