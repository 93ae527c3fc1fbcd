import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { findSimpleProduct } from '../support/shop-documents'
import { SECOND, startManagerBackend, type ManagerBackend } from '../support/manager-backend'
import { expectRecordedError } from '../support/recorded-cases'

const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating review { id } } }`
const REVIEWS = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { averageRating reviewCount
  reviews(first: 100) { edges { rating node { content } } } } }`

// WordPress holds reviews for moderation; WooGraphQL then cannot read the new review back to a guest.
describe('reviews held for moderation', () => {
  let shop: TestBackend
  let now = Date.UTC(2025, 5, 1, 12, 0, 0)
  beforeAll(async () => {
    shop = await startTestBackend({ products: 20, clock: () => now })
  })
  afterAll(() => shop.close())

  it('a guest’s review is saved, the answer failing at review.id (WriteReview-probe-review-id)', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 0)
    const before = (await client.ok(REVIEWS, { id: String(product.databaseId) })).product
    const expected = { message: 'Internal server error', path: ['writeReview', 'review', 'id'] }
    for (const rating of [4, 0]) {
      // WordPress's flood check wants 15 s between one guest's reviews, and the same text twice is a duplicate.
      now += 15_000
      const result = await client.gql(WRITE, {
        input: {
          commentOn: product.databaseId,
          rating,
          content: `Quiet and fast (${rating}).`,
          author: 'Tola',
          authorEmail: 'tola@example.com',
        },
      })
      expect(result.errors).toMatchObject([expected])
      expect(result.data.writeReview).toEqual({ rating, review: null })
    }
    expectRecordedError('WriteReview-probe-review-id', expected)
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

describe('moderating reviews (updateReview)', () => {
  let shop: ManagerBackend
  beforeAll(async () => {
    shop = await startManagerBackend()
  })
  afterAll(() => shop.close())

  const UPDATE = `mutation($input: UpdateReviewInput!) { updateReview(input: $input) { rating review { id status } } }`

  it('a shop manager approves a held review, which is then listed and counted; others are refused', async () => {
    const guest = shop.client()
    const product = await findSimpleProduct(guest, 0)
    const before = (await guest.ok(REVIEWS, { id: String(product.databaseId) })).product
    const author = shop.client()
    await author.login('demo', 'demo-password')
    const written = await author.ok(WRITE, {
      input: { commentOn: product.databaseId, rating: 5, content: 'Held, then approved.' },
    })
    const id = written.writeReview.review.id

    for (const client of [guest, author]) {
      const refused = await client.gql(UPDATE, { input: { id, rating: 5, status: 'APPROVE' } })
      expect(refused.errors?.[0]?.message).toBe('Sorry, you are not allowed to update this comment.')
    }
    expect((await guest.ok(REVIEWS, { id: String(product.databaseId) })).product).toEqual(before)

    const manager = await shop.manager()
    const approved = await manager.ok(UPDATE, { input: { id, rating: 5, status: 'APPROVE' } })
    expect(approved.updateReview).toEqual({ rating: 5, review: { id, status: 'APPROVE' } })
    const after = (await guest.ok(REVIEWS, { id: String(product.databaseId) })).product
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(after.reviews.edges.map((e: { node: { content: string } }) => e.node.content)).toContainEqual(
      expect.stringContaining('Held, then approved.'),
    )
    expect(await manager.errorOf(UPDATE, { input: { id: '999999', rating: 5 } })).toBe(
      'The ID of the comment to update is invalid',
    )
  })

  it('an author with an approved review is published at once (WordPress: "previously approved comment")', async () => {
    const guest = shop.client()
    const product = await findSimpleProduct(guest, 1)
    const count = async () =>
      (await guest.ok(REVIEWS, { id: String(product.databaseId) })).product.reviewCount
    const before = await count()
    const author = shop.client()
    await author.ok(
      `mutation { registerCustomer(input: { username: "reviewer", email: "reviewer@example.com", password: "Ada-Passw0rd!" }) { customer { databaseId } } }`,
    )
    await author.login('reviewer', 'Ada-Passw0rd!')
    const write = (content: string) =>
      author.ok(WRITE, { input: { commentOn: product.databaseId, rating: 4, content } })
    const first = await write('First, held.')
    expect(await count()).toBe(before)
    const manager = await shop.manager()
    await manager.ok(UPDATE, { input: { id: first.writeReview.review.id, rating: 4, status: 'APPROVE' } })
    expect(await count()).toBe(before + 1)

    shop.now += 15 * SECOND // WordPress's flood check: 15 s between one commenter's reviews
    await write('Second, published at once.')
    expect(await count()).toBe(before + 2)
    // A guest new to the shop is still held.
    const stranger = await guest.gql(WRITE, {
      input: {
        commentOn: product.databaseId,
        rating: 4,
        author: 'Bo',
        authorEmail: 'bo@example.com',
        content: 'Held.',
      },
    })
    expect(stranger.data.writeReview.review).toBeNull()
    expect(await count()).toBe(before + 2)
    // A shop manager's own review needs no moderation.
    await manager.ok(WRITE, {
      input: { commentOn: product.databaseId, rating: 5, content: 'From the shop.' },
    })
    expect(await count()).toBe(before + 3)
  })
})
