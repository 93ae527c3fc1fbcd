import { graphql } from '../tada'
import { CategoryFields, ProductCardFields, ProductDetailFields } from './fragments'

/** One page of product cards (at most 100: the real stack's cap): visible, published products, newest first. */
export const ProductCardsPage = graphql(
  `
    query getProducts($after: String, $slug: [String], $first: Int = 100, $search: String) {
      products(
        first: $first
        after: $after
        where: {
          categoryIn: $slug
          visibility: VISIBLE
          minPrice: 0
          orderby: { field: DATE, order: DESC }
          status: "publish"
          search: $search
        }
      ) {
        found
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ProductCardFields
        }
      }
    }
  `,
  [ProductCardFields],
)

export const ProductBySlug = graphql(
  `
    query getProduct($slug: ID!) {
      product(id: $slug, idType: SLUG) {
        ...ProductDetailFields
      }
    }
  `,
  [ProductDetailFields],
)

export const ProductCategories = graphql(
  `
    query getProductCategories($first: Int = 20, $after: String) {
      productCategories(
        first: $first
        after: $after
        where: { orderby: COUNT, order: DESC, hideEmpty: true }
      ) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CategoryFields
        }
      }
    }
  `,
  [CategoryFields],
)

export const SiteSettings = graphql(`
  query getSiteSettings {
    generalSettings {
      title
      description
    }
  }
`)

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

/** Live reviews of a product page (the page itself is prerendered): the published reviews and their count. */
export const GetProductReviews = graphql(`
  query getProductReviews($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      id
      reviewCount
      averageRating
      reviews(first: 100) {
        edges {
          rating
          node {
            id
            content
            date
            author {
              node {
                name
                avatar {
                  url
                }
              }
            }
          }
        }
      }
    }
  }
`)
