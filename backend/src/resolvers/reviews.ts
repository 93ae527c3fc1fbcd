import type { Context } from '../graphql/context'
import { fail } from '../graphql/errors'
import { sql } from '../db/database'
import { catalogueChanged, getProduct, type ReviewRow } from '../shop/catalogue'
import { getUser, isEmail } from '../shop/users'

interface WriteReviewInput {
  clientMutationId?: string | null
  rating: number
  commentOn?: number | null
  content?: string | null
  author?: string | null
  authorEmail?: string | null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const reviewResolvers = {
  RootMutation: {
    /** Reviews are approved at once in this demo backend, and update the product's rating and count. */
    writeReview: (_: unknown, { input }: { input: WriteReviewInput }, ctx: Context) => {
      const db = ctx.app.db
      const product = input.commentOn ? getProduct(db, input.commentOn) : undefined
      if (!product || product.parent_id !== null) fail('The ID of the node to comment on is invalid.')
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
        fail('Please select a rating between 1 and 5.')
      const user = ctx.userId !== null ? getUser(db, ctx.userId) : undefined
      const author = user?.display_name ?? input.author?.trim() ?? ''
      const email = user?.email ?? input.authorEmail?.trim() ?? ''
      if (!user && (!author || !isEmail(email))) fail('Please fill the required fields (name, email).')
      const content = input.content?.trim() ?? ''
      if (!content) fail('Please type your comment text.')
      const review = db.transaction(() => {
        const result = sql(
          db,
          `INSERT INTO reviews (product_id, user_id, author, email, content, rating, date) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          product!.id,
          user?.id ?? null,
          author,
          email,
          `<p>${escapeHtml(content)}</p>`,
          input.rating,
          new Date().toISOString().slice(0, 19),
        )
        sql(
          db,
          `UPDATE products SET
             review_count = (SELECT COUNT(*) FROM reviews WHERE product_id = @id AND status = 'approve'),
             average_rating = ROUND((SELECT AVG(rating) FROM reviews WHERE product_id = @id AND status = 'approve'), 2)
           WHERE id = @id`,
        ).run({ id: product!.id })
        catalogueChanged(db)
        return sql(db, 'SELECT * FROM reviews WHERE id = ?').get(result.lastInsertRowid) as ReviewRow
      })()
      return { clientMutationId: input.clientMutationId, rating: review.rating, review }
    },
  },
}
