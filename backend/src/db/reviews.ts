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
    sql(
      db,
      `UPDATE products SET
         review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = @id AND status = 'approve'),
         average_rating = ROUND((SELECT AVG(rating) FROM reviews WHERE product_id = @id AND status = 'approve'), 2)
       WHERE id = @id`,
    ).run({ id: review.product_id })
    catalogueChanged(db)
    return sql(db, 'SELECT * FROM reviews WHERE id = ?').get(result.lastInsertRowid) as ReviewRow
  })
}
