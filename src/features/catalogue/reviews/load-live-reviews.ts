import { config } from '../../../config'
import type { Review } from '../../../domain/catalogue'
import { createCatalogueClient } from '../../../graphql/catalogue-client'
import { fetchProductReviews, type LiveReviews } from '../../../graphql/catalogue/live-reviews'
import { plainMessage } from '../../../graphql/plain-message'
import { sanitizeHtml } from '../../../lib/sanitize-html'
import type { PendingReview } from './pending-reviews'

// The device's held reviews come with the live read (both after the first action, never with the page).
export { keepPendingReview, pendingReviewsOf, settlePendingReviews } from './pending-reviews'

/** Loaded lazily: the product's published reviews read now, their HTML sanitised like the build's. */
export async function loadLiveReviews(slug: string): Promise<LiveReviews | null> {
  const live = await fetchProductReviews(createCatalogueClient(config.gqlHost), slug)
  if (!live) return null
  return { ...live, reviews: live.reviews.map((r) => ({ ...r, content: sanitizeHtml(r.content) })) }
}

/**
 * Letters and digits only: WordPress formats a comment's text on output (paragraphs, curly quotes, dashes, entities),
 * so the words are compared, not the characters.
 */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** Whether the live list holds this review the shopper wrote: the same rating and the same words. */
export function isListed(review: Pick<PendingReview, 'rating' | 'content'>, reviews: Review[]): boolean {
  const text = letters(review.content)
  return reviews.some((r) => r.rating === review.rating && letters(plainMessage(r.content)) === text)
}
