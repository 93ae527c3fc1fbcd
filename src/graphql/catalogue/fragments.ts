import { graphql } from '../tada'

export const ImageFields = graphql(`
  fragment ImageFields on MediaItem {
    sourceUrl
    srcSet
    altText
    mediaDetails {
      width
      height
    }
  }
`)

/** What a product card, the listing filters and sorting read. */
export const ProductCardFields = graphql(
  `
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
  `,
  [ImageFields],
)

/**
 * Everything the product page shows but its related products: what the build fetches in bulk (it chooses the related
 * products itself from the catalogue it holds, see scripts/prerender/related-products.ts).
 */
export const ProductPageFields = graphql(
  `
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
  `,
  [ProductCardFields, ImageFields],
)

/**
 * The product page with WooCommerce's own related products: the live read of one product. `related` costs a real
 * server about 70 % of a product's time (issue 26), which is why the bulk reads leave it out.
 */
export const ProductDetailFields = graphql(
  `
    fragment ProductDetailFields on Product {
      ...ProductPageFields
      related(first: 5) {
        nodes {
          ...ProductCardFields
        }
      }
    }
  `,
  [ProductPageFields, ProductCardFields],
)

export const CategoryFields = graphql(
  `
    fragment CategoryFields on ProductCategory {
      databaseId
      slug
      name
      count
      image {
        ...ImageFields
      }
    }
  `,
  [ImageFields],
)
