import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAt, type Answer } from '../support/address-client'
import { startManagerBackend, SECOND, type ManagerBackend } from '../support/manager-backend'
import { findSimpleProduct } from '../support/shop-documents'

// Issue 25, reproduction 4: 200 anonymous one-star reviews in 0.8 s, all published at once; a 95 KB review accepted.
// The refusals are WordPress's (wp_check_comment_data_max_lengths, wp_allow_comment, wp_check_comment_flood).

const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`
const RATING = `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { averageRating reviewCount } }`
const FLOOD = 'You are posting comments too quickly. Slow down.'
const DUPLICATE = 'Duplicate comment detected; it looks as though you&#8217;ve already said that!'

const message = (answer: Answer) => answer.errors?.[0]?.message
/** A guest's review is saved (held) when the payload is there; WooGraphQL then fails at reading it back. */
const saved = (answer: Answer) => !!answer.data?.writeReview

describe('review flooding', () => {
  let shop: ManagerBackend
  let products: number[]
  let address = 100
  const nextAddress = () => `127.0.1.${address++}`
  const guestReview = (productId: number, n: number, content = `Review number ${n}.`) => ({
    input: {
      commentOn: productId,
      rating: 1,
      content,
      author: `Guest ${n}`,
      authorEmail: `g${n}@example.com`,
    },
  })

  beforeAll(async () => {
    shop = await startManagerBackend({ products: 20 })
    const guest = shop.client()
    products = [(await findSimpleProduct(guest, 0)).databaseId]
    const listed = await guest.ok(`{ products(first: 5) { nodes { databaseId } } }`)
    for (const node of listed.products.nodes as Array<{ databaseId: number }>)
      if (!products.includes(node.databaseId)) products.push(node.databaseId)
  })
  afterAll(() => shop.close())

  it('allows one review per 15 s from an address or an email, as WordPress’s flood check does', async () => {
    const [first, second] = [products[1]!, products[2]!]
    const guest = clientAt(shop.backend, nextAddress())
    expect(saved(await guest(WRITE, guestReview(first, 1)))).toBe(true)
    // Another product, name and email from the same address: still too soon.
    expect(message(await guest(WRITE, guestReview(second, 2)))).toBe(FLOOD)
    // The same email from another address: too soon as well.
    const sameEmail = guestReview(second, 3)
    sameEmail.input.authorEmail = 'g1@example.com'
    expect(message(await clientAt(shop.backend, nextAddress())(WRITE, sameEmail))).toBe(FLOOD)
    // Someone else, elsewhere, is not held up.
    expect(saved(await clientAt(shop.backend, nextAddress())(WRITE, guestReview(second, 4)))).toBe(true)
    shop.now += 15 * SECOND
    expect(saved(await guest(WRITE, guestReview(second, 2)))).toBe(true)
  })

  it('stops a flood from many addresses at a ceiling per product, held unseen; customers still review', async () => {
    shop.now += 3600 * SECOND
    const target = products[0]!
    const before = (await shop.client().ok(RATING, { id: String(target) })).product
    const answers: Answer[] = []
    for (let n = 100; n < 130; n++)
      answers.push(await clientAt(shop.backend, nextAddress())(WRITE, guestReview(target, n)))
    expect(answers.filter(saved).length).toBe(20)
    expect(answers.slice(20).map(message)).toEqual(Array(10).fill(FLOOD))
    // Guests are held for moderation: the flood neither shows nor moves the rating.
    expect((await shop.client().ok(RATING, { id: String(target) })).product).toEqual(before)
    const customer = shop.client()
    await customer.login('demo', 'demo-password')
    const own = await customer.gql(WRITE, { input: { commentOn: target, rating: 5, content: 'Mine.' } })
    expect(own.errors).toBeUndefined()
  })

  it('refuses a review over 5,000 characters (the 95 KB one included) and a repeated one', async () => {
    shop.now += 3600 * SECOND
    const target = products[3]!
    const guest = clientAt(shop.backend, nextAddress())
    for (const size of [5001, 95_000])
      expect(message(await guest(WRITE, guestReview(target, 200, 'x'.repeat(size))))).toBe(
        'Your comment is too long.',
      )
    expect(saved(await guest(WRITE, guestReview(target, 200, 'y'.repeat(5000))))).toBe(true)
    shop.now += 15 * SECOND
    expect(message(await guest(WRITE, guestReview(target, 200, 'y'.repeat(5000))))).toBe(DUPLICATE)
    // The same words from the same email under another name, from another address, are the same review.
    const renamed = guestReview(target, 201, 'y'.repeat(5000))
    renamed.input.authorEmail = 'g200@example.com'
    expect(message(await clientAt(shop.backend, nextAddress())(WRITE, renamed))).toBe(DUPLICATE)
    expect(saved(await guest(WRITE, guestReview(target, 200, 'Something new.')))).toBe(true)
  })

  it('never throttles the shop manager, who may moderate', async () => {
    const manager = await shop.manager()
    for (const content of ['First note.', 'Second note.', 'Third note.'])
      expect(
        (await manager.gql(WRITE, { input: { commentOn: products[4]!, rating: 5, content } })).errors,
      ).toBeUndefined()
  })
})
