import { graphql } from '../tada'

/** Live stock check of a product page (the page itself is prerendered). */
export const GetStockStatus = graphql(`
  query getStockStatus($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      id
      ... on SimpleProduct {
        stockStatus
        stockQuantity
      }
      ... on VariableProduct {
        stockStatus
        stockQuantity
        variations(first: 100) {
          nodes {
            id
            databaseId
            stockStatus
            stockQuantity
          }
        }
      }
    }
  }
`)

export const GetAllTerms = graphql(`
  query getAllTerms($taxonomies: [TaxonomyEnum]!, $hideEmpty: Boolean = true, $first: Int = 100) {
    terms(first: $first, where: { taxonomies: $taxonomies, hideEmpty: $hideEmpty }) {
      nodes {
        id
        taxonomyName
        name
        slug
        count
      }
    }
  }
`)

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
