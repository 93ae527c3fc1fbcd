import { graphql, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { WriteReview } from '../../../src/features/catalogue/product/review-documents'
import { writeReview } from '../../../src/features/catalogue/product/write-review'
import type { ShopHandle } from '../../../src/shop-loader/shop-handle'
import { recordedCase } from '../../support/recorded-cases'
import { selectsPath } from '../../support/selects-path'
import { fakeEnv, mockBackend, runtime } from './helpers'

/**
 * Reviews on a real WordPress are held for moderation: a held comment cannot be read back, so a guest's
 * `writeReview { review { id } }` fails with "Internal server error" though the review was saved
 * (`WriteReview-probe-review-id`); a signed-in one is pending too (`WriteReview-authed`). The document selects what
 * the real stack resolves (`rating`: WriteReview-guest, WriteReview-authed), and a saved review is a success the form
 * words as "awaiting approval".
 */
const server = mockBackend()
const shop = vi.hoisted(() => ({ handle: null as ShopHandle | null }))
vi.mock('../../../src/shop-loader/load-shop', () => ({ loadShop: async () => shop.handle }))

function useRuntime() {
  const rt = runtime(fakeEnv().env)
  shop.handle = { mutate: (document, variables) => rt.run('mutation', document, variables) } as ShopHandle
}

const review = {
  rating: 4,
  content: 'Quiet and fast.',
  author: 'Guest',
  authorEmail: 'g@example.com',
  commentOn: 45,
}

describe('writing a review against what a real WooCommerce answers', () => {
  // The review cases were recorded with the storefront's document, which answered; the failure of a document
  // selecting the held review is recorded in WriteReview-probe-review-id.
  it('the document selects nothing that WriteReview-probe-review-id could not resolve (the held review)', () => {
    const { errors } = recordedCase('WriteReview-probe-review-id').body
    expect(errors?.length).toBeGreaterThan(0)
    for (const error of errors ?? [])
      expect(selectsPath(WriteReview, error.path ?? []), `selects ${error.path?.join('.')}`).toBe(false)
  })

  it.each(['WriteReview-guest', 'WriteReview-authed'])(
    '%s: the saved review is a success (what the real stack resolved for `rating`)',
    async (caseName) => {
      const { data } = recordedCase(caseName).body as { data: { writeReview: { rating: number } } }
      server.use(
        graphql.mutation('WriteReview', () =>
          HttpResponse.json({
            data: { writeReview: { __typename: 'WriteReviewPayload', rating: data.writeReview.rating } },
          } as never),
        ),
      )
      useRuntime()
      expect(await writeReview(review)).toEqual({ success: true })
    },
  )

  it("WriteReview-unknown-product: the backend's reason", async () => {
    const recorded = recordedCase('WriteReview-unknown-product')
    server.use(graphql.mutation('WriteReview', () => HttpResponse.json(recorded.body as never)))
    useRuntime()
    expect(await writeReview({ ...review, commentOn: 999999 })).toEqual({
      success: false,
      error: 'The ID of the node to comment on is invalid',
    })
  })
})

describe('a review without a rating back', () => {
  it('is not reported as saved', async () => {
    server.use(
      graphql.mutation('WriteReview', () => HttpResponse.json({ data: { writeReview: null } } as never)),
    )
    useRuntime()
    expect(await writeReview(review)).toMatchObject({ success: false })
  })
})
