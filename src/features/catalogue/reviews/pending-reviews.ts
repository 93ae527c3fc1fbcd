/**
 * The reviews this browser wrote that the shop holds for moderation. WooCommerce shows a held review to its author
 * (marked "Your review is awaiting approval") and to no one else, and does not count it; the storefront does the
 * same from the device: a review is kept here until the live list shows it published, for at most 30 days.
 */
export interface PendingReview {
  productId: number
  rating: number
  /** What the shopper typed (plain text). */
  content: string
  author: string
  /** ISO date of writing. */
  date: string
}

export const PENDING_REVIEWS_KEY = 'pending-reviews'
const KEPT_MS = 30 * 24 * 60 * 60 * 1000

function readAll(): PendingReview[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_REVIEWS_KEY) ?? '[]')
    if (!Array.isArray(stored)) return []
    const oldest = Date.now() - KEPT_MS
    return (stored as PendingReview[]).filter((r) => Date.parse(r.date) > oldest)
  } catch {
    return []
  }
}

function writeAll(reviews: PendingReview[]): void {
  try {
    if (reviews.length) localStorage.setItem(PENDING_REVIEWS_KEY, JSON.stringify(reviews))
    else localStorage.removeItem(PENDING_REVIEWS_KEY)
  } catch {
    // Storage refused (private mode, quota): the held review shows until the page is left.
  }
}

/** The held reviews this browser wrote of one product, newest first. */
export function pendingReviewsOf(productId: number): PendingReview[] {
  return readAll()
    .filter((r) => r.productId === productId)
    .reverse()
}

export function keepPendingReview(review: PendingReview): void {
  writeAll([...readAll(), review])
}

/** Forgets the product's held reviews that `isPublished` finds in the live list; returns those still held. */
export function settlePendingReviews(
  productId: number,
  isPublished: (review: PendingReview) => boolean,
): PendingReview[] {
  const all = readAll()
  const kept = all.filter((r) => r.productId !== productId || !isPublished(r))
  if (kept.length !== all.length) writeAll(kept)
  return kept.filter((r) => r.productId === productId).reverse()
}
