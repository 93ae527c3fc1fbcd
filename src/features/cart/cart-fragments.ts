import { graphql } from '../../graphql/tada'

/**
 * The cart's fragments (at most 100 lines). Objects without an `id` are keyed in cart-cache.ts.
 * A line is identified by its `key`: WooGraphQL never resolves `CartItem.id`, and a document selecting it
 * fails whole ("Cannot return null for non-nullable field SimpleCartItem.id").
 */
export const CartItemFields = graphql(`
  fragment CartItemFields on CartItem {
    key
    quantity
    total
    subtotal
    rawSubtotal: subtotal(format: RAW)
    product {
      node {
        __typename
        id
        databaseId
        name
        slug
        type
        virtual
        image {
          id
          sourceUrl(size: THUMBNAIL)
          altText
        }
      }
    }
    variation {
      attributes {
        id
        name
        label
        value
      }
      node {
        __typename
        id
        databaseId
        name
        virtual
        price
        image {
          id
          sourceUrl(size: THUMBNAIL)
          altText
        }
      }
    }
  }
`)

export const CartFields = graphql(
  `
    fragment CartFields on Cart {
      total
      rawTotal: total(format: RAW)
      subtotal
      totalTax
      discountTotal
      shippingTotal
      chosenShippingMethods
      isEmpty
      needsShippingAddress
      availableShippingMethods {
        rates {
          id
          label
          cost
        }
      }
      appliedCoupons {
        code
        description
        discountTax
        discountAmount
      }
      contents(first: 100) {
        itemCount
        productCount
        nodes {
          ...CartItemFields
        }
      }
    }
  `,
  [CartItemFields],
)
