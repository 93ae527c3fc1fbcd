import { graphql } from '../../graphql/tada'

/** An order's fragments (objects without an `id` are keyed in order-cache.ts). */
export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on CustomerAddress {
    firstName
    lastName
    company
    address1
    address2
    city
    state
    postcode
    country
    email
    phone
  }
`)

export const DownloadableItemFields = graphql(`
  fragment DownloadableItemFields on DownloadableItem {
    id
    name
    url
    accessExpires
    downloadsRemaining
    product {
      __typename
      id
      databaseId
      name
      slug
    }
  }
`)

export const OrderFields = graphql(
  `
    fragment OrderFields on Order {
      id
      databaseId
      orderNumber
      orderKey
      date
      status
      needsPayment
      needsProcessing
      total
      subtotal
      discountTotal
      totalTax
      shippingTotal
      paymentMethod
      paymentMethodTitle
      customerNote
      customer {
        id
        email
      }
      billing {
        ...OrderAddressFields
      }
      shipping {
        ...OrderAddressFields
      }
      downloadableItems(first: 100) {
        nodes {
          ...DownloadableItemFields
        }
      }
      lineItems(first: 100) {
        nodes {
          id
          quantity
          total
          subtotal
          product {
            node {
              __typename
              id
              databaseId
              name
              slug
            }
          }
          variation {
            node {
              __typename
              id
              databaseId
              name
              ... on SimpleProductVariation {
                attributes {
                  nodes {
                    id
                    name
                    label
                    value
                  }
                }
              }
            }
          }
        }
      }
    }
  `,
  [OrderAddressFields, DownloadableItemFields],
)
