/**
 * The storefront catalogue documents the benches send (src/graphql/catalogue/queries.ts), built from the backend's
 * one copy of the storefront's product selection (src/graphql/product-page-selection.ts): the backend never imports
 * storefront code.
 */
import { IMAGE_FIELDS, PRODUCT_CARD_FIELDS, PRODUCT_PAGE_FIELDS } from '../src/graphql/product-page-selection'

/** The product page's fields and WooCommerce's related products (the live read of one product). */
const ProductDetailFields = `
fragment ProductDetailFields on Product {
  ...ProductPageFields
  related(first: 5) {
    nodes {
      ...ProductCardFields
    }
  }
}
${PRODUCT_PAGE_FIELDS}`

/** `getProducts` (ProductCardsPage): card fields. */
export const PRODUCT_CARDS_PAGE = `
query getProducts($after: String, $slug: [String], $first: Int = 9999, $search: String) {
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
${PRODUCT_CARD_FIELDS}
${IMAGE_FIELDS}`

/** `getProductDetailsPage` (ProductDetailsPage): everything the product page shows. */
export const PRODUCT_DETAILS_PAGE = `
query getProductDetailsPage($after: String, $first: Int!) {
  products(
    first: $first
    after: $after
    where: { visibility: VISIBLE, minPrice: 0, orderby: { field: DATE, order: DESC }, status: "publish" }
  ) {
    found
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      ...ProductDetailFields
    }
  }
}
${ProductDetailFields}
${PRODUCT_CARD_FIELDS}
${IMAGE_FIELDS}`
