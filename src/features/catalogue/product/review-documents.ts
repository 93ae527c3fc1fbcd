import { graphql } from '../../../graphql/tada'

/** A shopper's review of a product (sent through the shop runtime: see write-review.ts). */
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
      review {
        id
      }
    }
  }
`)
