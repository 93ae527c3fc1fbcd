import { catalogueChanged } from './catalogue'
import type { ReviewRow } from './catalogue-rows'
import { sql, transaction, type Db } from './database'

export type NewReview = Omit<ReviewRow, 'id'>

/** Stores a review and refreshes the product's rating and review count, which count approved reviews only. */
export function insertReview(db: Db, review: NewReview): ReviewRow {
  return transaction(db, () => {
    const result = sql(
      db,
      `INSERT INTO reviews (product_id, user_id, author, email, content, rating, date, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      review.product_id,
      review.user_id,
      review.author,
      review.email,
      review.content,
      review.rating,
      review.date,
      review.status,
    )
    refreshRating(db, review.product_id)
    catalogueChanged(db)
    return sql(db, 'SELECT * FROM reviews WHERE id = ?').get(result.lastInsertRowid) as ReviewRow
  })
}

/** A product's review count and average rating, over its approved reviews only. */
function refreshRating(db: Db, productId: number): void {
  sql(
    db,
    `UPDATE products SET
       review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = @id AND status = 'approve'),
       average_rating = ROUND((SELECT AVG(rating) FROM reviews WHERE product_id = @id AND status = 'approve'), 2)
     WHERE id = @id`,
  ).run({ id: productId })
}

/**
 * Whether this commenter has a review the shop approved before: by their account when signed in, else by the name
 * and email they gave (WordPress's check_comment with "Comment author must have a previously approved comment").
 */
export function hasApprovedReviewBy(
  db: Db,
  author: { userId: number | null; name: string; email: string },
): boolean {
  const row =
    author.userId !== null
      ? sql(db, "SELECT 1 FROM reviews WHERE user_id = ? AND status = 'approve' LIMIT 1").get(author.userId)
      : sql(db, "SELECT 1 FROM reviews WHERE author = ? AND email = ? AND status = 'approve' LIMIT 1").get(
          author.name,
          author.email,
        )
  return !!row
}

export function getReview(db: Db, id: number): ReviewRow | undefined {
  return sql(db, 'SELECT * FROM reviews WHERE id = ?').get(id) as ReviewRow | undefined
}

/** Sets a review's status and rating (moderation) and refreshes its product's rating and review count. */
export function moderateReview(db: Db, id: number, change: { status: string; rating: number }): ReviewRow {
  return transaction(db, () => {
    sql(db, 'UPDATE reviews SET status = ?, rating = ? WHERE id = ?').run(change.status, change.rating, id)
    const review = getReview(db, id)!
    refreshRating(db, review.product_id)
    catalogueChanged(db)
    return review
  })
}

/**
 * Whether the same text is already on the product from this name or this email, trashed reviews aside (WordPress's
 * wp_allow_comment duplicate check). `content` is compared as stored.
 */
export function hasDuplicateReview(
  db: Db,
  review: { productId: number; author: string; email: string; content: string },
): boolean {
  const row = sql(
    db,
    `SELECT 1 FROM reviews WHERE product_id = ? AND status != 'trash' AND (author = ? OR email = ?)
       AND content = ? LIMIT 1`,
  ).get(review.productId, review.author, review.email, review.content)
  return !!row
}
