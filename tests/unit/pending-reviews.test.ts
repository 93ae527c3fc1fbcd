import { beforeEach, describe, expect, it } from 'vitest'
import type { Review } from '../../src/domain/catalogue'
import { isListed } from '../../src/features/catalogue/reviews/load-live-reviews'
import {
  keepPendingReview,
  pendingReviewsOf,
  settlePendingReviews,
} from '../../src/features/catalogue/reviews/pending-reviews'

function fakeStorage() {
  const items = new Map<string, string>()
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  } as Storage
}

const published = (content: string, rating: number): Review => ({
  id: 'c1',
  rating,
  content,
  date: '2026-11-26T10:00:00',
  author: 'Chioma',
  avatar: null,
})

describe('the shopper’s own reviews', () => {
  beforeEach(fakeStorage)

  it('finds a written review in the live list however WordPress formatted its text', () => {
    const typed = { rating: 4, content: 'It\'s quiet -- and "fast" & cool.' }
    // wpautop, wptexturize and entities: <p>, curly quotes, an en dash, &amp;.
    const listed = published('<p>It&#8217;s quiet &#8211; and &#8220;fast&#8221; &amp; cool.</p>\n', 4)
    expect(isListed(typed, [listed])).toBe(true)
    expect(isListed({ ...typed, rating: 5 }, [listed])).toBe(false)
    expect(isListed({ ...typed, content: 'Something else.' }, [listed])).toBe(false)
  })

  it('keeps a held review per product until the live list shows it published', () => {
    const held = {
      productId: 7,
      rating: 4,
      content: 'Quiet.',
      author: 'Chioma',
      date: new Date().toISOString(),
    }
    keepPendingReview(held)
    keepPendingReview({ ...held, productId: 8 })
    expect(pendingReviewsOf(7)).toEqual([held])
    expect(settlePendingReviews(7, () => false)).toEqual([held])
    expect(settlePendingReviews(7, (r) => isListed(r, [published('<p>Quiet.</p>', 4)]))).toEqual([])
    expect(pendingReviewsOf(7)).toEqual([])
    expect(pendingReviewsOf(8)).toHaveLength(1)
  })

  it('forgets held reviews after 30 days', () => {
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString()
    keepPendingReview({ productId: 7, rating: 4, content: 'Old.', author: 'A', date: old })
    expect(pendingReviewsOf(7)).toEqual([])
  })
})
