/**
 * Copies of the storefront catalogue documents (src/graphql/catalogue/fragments.ts and queries.ts): the backend
 * never imports storefront code, so the benches carry the exact text the prerender sends.
 */

const ImageFields = `
fragment ImageFields on MediaItem {
  sourceUrl
  altText
  mediaDetails {
    width
    height
  }
}
`

const ProductCardFields = `
fragment ProductCardFields on Product {
  databaseId
  slug
  name
  type
  date
  onSale
  averageRating
  reviewCount
  image {
    ...ImageFields
  }
  productCategories(first: 20) {
    nodes {
      slug
      name
    }
  }
  terms(first: 100) {
    nodes {
      taxonomyName
      slug
      name
    }
  }
  ... on SimpleProduct {
    rawPrice: price(format: RAW)
    rawRegularPrice: regularPrice(format: RAW)
    rawSalePrice: salePrice(format: RAW)
    stockStatus
  }
  ... on VariableProduct {
    rawPrice: price(format: RAW)
    rawRegularPrice: regularPrice(format: RAW)
    rawSalePrice: salePrice(format: RAW)
    stockStatus
  }
  ... on ExternalProduct {
    rawPrice: price(format: RAW)
    rawRegularPrice: regularPrice(format: RAW)
    rawSalePrice: salePrice(format: RAW)
  }
}
`

const ProductDetailFields = `
fragment ProductDetailFields on Product {
  ...ProductCardFields
  sku
  description
  shortDescription
  metaData(keysIn: ["made_to_order", "color"]) {
    key
    value
  }
  galleryImages(first: 20) {
    nodes {
      ...ImageFields
    }
  }
  ... on ProductWithAttributes {
    attributes(first: 100) {
      nodes {
        name
        label
        options
        variation
        visible
        ... on GlobalProductAttribute {
          terms(first: 100) {
            nodes {
              slug
              name
            }
          }
        }
      }
    }
  }
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
  related(first: 5) {
    nodes {
      ...ProductCardFields
    }
  }
  ... on SimpleProduct {
    stockQuantity
    weight
    length
    width
    height
    virtual
    downloadable
    downloads {
      name
    }
  }
  ... on VariableProduct {
    stockQuantity
    weight
    length
    width
    height
    defaultAttributes(first: 100) {
      nodes {
        name
        value
      }
    }
    variations(first: 100) {
      nodes {
        databaseId
        name
        rawPrice: price(format: RAW)
        rawRegularPrice: regularPrice(format: RAW)
        rawSalePrice: salePrice(format: RAW)
        stockStatus
        stockQuantity
        image {
          ...ImageFields
        }
        attributes(first: 100) {
          nodes {
            name
            value
          }
        }
      }
    }
  }
  ... on ExternalProduct {
    externalUrl
    buttonText
  }
}
`

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
${ProductCardFields}
${ImageFields}`

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
${ProductCardFields}
${ImageFields}`
