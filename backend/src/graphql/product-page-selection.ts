/**
 * The storefront's product page selection (src/graphql/catalogue/fragments.ts: ImageFields, ProductCardFields,
 * ProductPageFields) as text: the backend never imports storefront code, so it keeps this one copy, which
 * tests/contract/product-page-selection.test.ts holds equal to the storefront's. The companion plugin's bulk read
 * answers this selection (resolvers/product-pages.ts stands in for it), and the benches send it.
 */
export const IMAGE_FIELDS = `
fragment ImageFields on MediaItem {
  sourceUrl
  srcSet
  altText
  mediaDetails {
    width
    height
  }
}
`

export const PRODUCT_CARD_FIELDS = `
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

export const PRODUCT_PAGE_FIELDS = `
fragment ProductPageFields on Product {
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

/** Every fragment the product page selection needs, for a document that spreads `...ProductPageFields`. */
export const PRODUCT_PAGE_FRAGMENTS = `${PRODUCT_PAGE_FIELDS}${PRODUCT_CARD_FIELDS}${IMAGE_FIELDS}`
