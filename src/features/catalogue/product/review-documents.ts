import { graphql } from '../../../graphql/tada'

/**
 * A shopper's review of a product (sent through the shop runtime: see write-review.ts). Only `rating` is selected:
 * WordPress holds reviews for moderation, and a held comment cannot be read back — a guest's `review` is null
 * ("Internal server error" on its non-null `id`, recorded case `WriteReview-guest`) though the review was saved.
 */
export const WriteReview = graphql(`
  mutation WriteReview(
    $author: String
    $authorEmail: String
    $content: String
    $rating: Int!
    $commentOn: Int
  ) {
    writeReview(
      input: {
        author: $author
        authorEmail: $authorEmail
        content: $content
        rating: $rating
        commentOn: $commentOn
      }
    ) {
      rating
    }
  }
`)
