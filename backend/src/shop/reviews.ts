import { getProduct } from '../db/catalogue'
import type { ReviewRow } from '../db/catalogue-rows'
import type { Db } from '../db/database'
import { getReview, hasApprovedReviewBy, insertReview, moderateReview } from '../db/reviews'
import { getUser } from '../db/users'
import { isEmail } from './accounts'
import { refuse } from './errors'

export interface ReviewInput {
  rating: number
  commentOn?: number | null
  content?: string | null
  author?: string | null
  authorEmail?: string | null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** WordPress roles with `moderate_comments` (WooCommerce gives it to shop managers). */
const MODERATOR_ROLES: ReadonlySet<string> = new Set(['shop_manager', 'administrator'])

/**
 * WordPress's comment rules for a product review: a top-level product, a rating of 0–5 (WooGraphQL stores a 0 as
 * given: WriteReview-rating-0), a name and email for guests (a customer's own are used), some text. With
 * WordPress's default discussion settings a review is held for moderation ('hold'), as the recorded shop held a
 * new guest's and a customer's alike (WriteReview-guest, WriteReview-authed), and neither shown nor counted until
 * approved; it is published at once when its author may moderate or has a review approved before
 * ("Comment author must have a previously approved comment", on by default).
 */
export function writeReview(db: Db, userId: number | null, input: ReviewInput): ReviewRow {
  const product = input.commentOn ? getProduct(db, input.commentOn) : undefined
  if (!product || product.parent_id !== null) refuse('review-target-invalid')
  if (!Number.isInteger(input.rating) || input.rating < 0 || input.rating > 5) refuse('review-rating-invalid')
  const user = userId !== null ? getUser(db, userId) : undefined
  const author = user?.display_name ?? input.author?.trim() ?? ''
  const email = user?.email ?? input.authorEmail?.trim() ?? ''
  if (!user && (!author || !isEmail(email))) refuse('review-author-required')
  const content = input.content?.trim() ?? ''
  if (!content) refuse('review-content-required')
  const trusted =
    (user && MODERATOR_ROLES.has(user.role)) ||
    hasApprovedReviewBy(db, { userId: user?.id ?? null, name: author, email })
  return insertReview(db, {
    product_id: product.id,
    user_id: user?.id ?? null,
    author,
    email,
    content: `<p>${escapeHtml(content)}</p>`,
    rating: input.rating,
    date: new Date().toISOString().slice(0, 19),
    status: trusted ? 'approve' : 'hold',
  })
}

export interface ReviewModeration {
  /** The review's database id. */
  id: number
  rating: number
  /** APPROVE, HOLD, SPAM or TRASH; left out, the status stays. */
  status?: string | null
}

/**
 * WooGraphQL's updateReview as a moderator uses it: approve (or hold, mark as spam, trash) a review and set its
 * rating. Only approved reviews are listed and counted. Anyone without `moderate_comments` is refused.
 */
export function updateReview(db: Db, role: string | null, input: ReviewModeration): ReviewRow {
  if (!role || !MODERATOR_ROLES.has(role)) refuse('review-edit-forbidden')
  const review = getReview(db, input.id) ?? refuse('review-not-found')
  if (!Number.isInteger(input.rating) || input.rating < 0 || input.rating > 5) refuse('review-rating-invalid')
  return moderateReview(db, review.id, {
    status: input.status ? input.status.toLowerCase() : review.status,
    rating: input.rating,
  })
}
