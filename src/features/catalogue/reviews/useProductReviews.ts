import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProductDetail, Review } from '../../../domain/catalogue'
import { DELIBERATE_ACTION_EVENTS, onFirstInteraction } from '../../../lib/first-interaction'
import type { PendingReview } from './pending-reviews'

/** What became of a review the shopper has just written. */
export type ReviewOutcome = 'published' | 'held'

export interface ProductReviewsView {
  /** Published reviews: the live list once read, the build's until then. */
  reviews: Review[]
  count: number
  averageRating: number
  /** This browser's reviews of the product that the shop holds for moderation (shown to their author only). */
  pending: PendingReview[]
  /** After a review was saved: reads the list again and tells whether the review is published or held. */
  written(review: Omit<PendingReview, 'productId' | 'date'>): Promise<ReviewOutcome>
}

type Live = Pick<ProductReviewsView, 'reviews' | 'count' | 'averageRating'>

/**
 * The product's reviews as the shop has them now. The page is prerendered, so the list is read live after the
 * shopper's first deliberate action (as the stock is) and again after they write one; their own held reviews are
 * listed with their status but not counted, as WooCommerce does. Everything past the build's list (the read, the
 * device's held reviews) loads with that first action, never with the page.
 */
export function useProductReviews(product: ProductDetail): ProductReviewsView {
  const built: Live = {
    reviews: product.reviews,
    count: product.reviewCount,
    averageRating: product.averageRating,
  }
  const [live, setLive] = useState<{ slug: string; view: Live } | null>(null)
  const [pending, setPending] = useState<PendingReview[]>([])
  const mounted = useRef(true)
  const { id, slug } = product

  const refresh = useCallback(async () => {
    const reader = await import('./load-live-reviews')
    if (!mounted.current) return null
    setPending(reader.pendingReviewsOf(id))
    const now = await reader.loadLiveReviews(slug)
    if (!now || !mounted.current) return null
    setLive({ slug, view: { reviews: now.reviews, count: now.count, averageRating: now.averageRating } })
    setPending(reader.settlePendingReviews(id, (review) => reader.isListed(review, now.reviews)))
    return { now, reader }
  }, [id, slug])

  useEffect(() => {
    mounted.current = true
    setPending([])
    const stop = onFirstInteraction(() => void refresh().catch(() => undefined), {
      events: DELIBERATE_ACTION_EVENTS,
    })
    return () => {
      mounted.current = false
      stop()
    }
  }, [refresh])

  const written = async (review: Omit<PendingReview, 'productId' | 'date'>): Promise<ReviewOutcome> => {
    const read = await refresh().catch(() => null)
    if (read?.reader.isListed(review, read.now.reviews)) return 'published'
    const reader = await import('./load-live-reviews')
    reader.keepPendingReview({ ...review, productId: id, date: new Date().toISOString() })
    if (mounted.current) setPending(reader.pendingReviewsOf(id))
    return 'held'
  }

  const view = live?.slug === slug ? live.view : built
  return { ...view, pending, written }
}
