import { getProduct } from '../db/catalogue'
import type { ReviewRow } from '../db/catalogue-rows'
import type { Db } from '../db/database'
import {
  getReview,
  hasApprovedReviewBy,
  hasDuplicateReview,
  insertReview,
  moderateReview,
} from '../db/reviews'
import { getUser } from '../db/users'
import { isEmail } from './accounts'
import { refuse } from './errors'
import type { RateLimits } from './rate-limits'

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

/** The shop's limit on a review's text (WordPress's is the database column's, 65,525 bytes); the form's too. */
export const MAX_REVIEW_CHARACTERS = 5000
/** WordPress's comment_author and comment_author_email column lengths. */
const MAX_AUTHOR_CHARACTERS = 245
const MAX_EMAIL_CHARACTERS = 100

/** Where a review comes from, for the flood limits (shop/rate-limits.ts `reviews`). */
export interface ReviewSource {
  rateLimits: RateLimits
  ip: string
}

/**
 * WordPress's comment rules for a product review: a top-level product, a rating of 0–5 (WooGraphQL stores a 0 as
 * given: WriteReview-rating-0), a name and email for guests (a customer's own are used), some text. With
 * WordPress's default discussion settings a review is held for moderation ('hold'), as the recorded shop held a
 * new guest's and a customer's alike (WriteReview-guest, WriteReview-authed), and neither shown nor counted until
 * approved; it is published at once when its author may moderate or has a review approved before
 * ("Comment author must have a previously approved comment", on by default). Before it is stored, WordPress's
 * checks in its order: lengths, duplicate, flood (see checkFlood).
 */
export function writeReview(
  db: Db,
  source: ReviewSource,
  userId: number | null,
  input: ReviewInput,
): ReviewRow {
  const product = input.commentOn ? getProduct(db, input.commentOn) : undefined
  if (!product || product.parent_id !== null) refuse('review-target-invalid')
  if (!Number.isInteger(input.rating) || input.rating < 0 || input.rating > 5) refuse('review-rating-invalid')
  const user = userId !== null ? getUser(db, userId) : undefined
  const author = user?.display_name ?? input.author?.trim() ?? ''
  const email = user?.email ?? input.authorEmail?.trim() ?? ''
  if (!user && (!author || !isEmail(email))) refuse('review-author-required')
  const text = input.content?.trim() ?? ''
  if (!text) refuse('review-content-required')
  if (text.length > MAX_REVIEW_CHARACTERS) refuse('review-too-long', { field: 'content' })
  if (author.length > MAX_AUTHOR_CHARACTERS) refuse('review-too-long', { field: 'author' })
  if (email.length > MAX_EMAIL_CHARACTERS) refuse('review-too-long', { field: 'email' })
  const content = `<p>${escapeHtml(text)}</p>`
  if (hasDuplicateReview(db, { productId: product.id, author, email, content })) refuse('review-duplicate')
  const moderator = !!user && MODERATOR_ROLES.has(user.role)
  const flood = moderator ? null : checkFlood(source, user?.id ?? null, email, product.id)
  const trusted = moderator || hasApprovedReviewBy(db, { userId: user?.id ?? null, name: author, email })
  const review = insertReview(db, {
    product_id: product.id,
    user_id: user?.id ?? null,
    author,
    email,
    content,
    rating: input.rating,
    date: new Date().toISOString().slice(0, 19),
    status: trusted ? 'approve' : 'hold',
  })
  flood?.()
  return review
}

/**
 * WordPress's wp_check_comment_flood: 15 s between comments from one commenter, a guest known by address, a customer
 * by account, either also by email; moderators are never throttled. Beyond WordPress, guests' reviews of one product
 * have a ceiling, so a flood from many addresses stops too without keeping customers from reviewing. Checked before
 * the review is stored; the returned function counts it once stored (nothing awaits between the two).
 */
function checkFlood(source: ReviewSource, userId: number | null, email: string, productId: number) {
  const commenter = userId !== null ? `user:${userId}` : source.ip
  const product = userId === null ? productId : null
  source.rateLimits.check('reviews', commenter, email, product)
  return () => source.rateLimits.count('reviews', commenter, email, product)
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
