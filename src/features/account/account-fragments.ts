import { graphql } from '../../graphql/tada'

/** The customer's fragments: addresses, downloads and orders (objects without an `id` are keyed in account-cache.ts). */
export const AddressFields = graphql(`
  fragment AddressFields on CustomerAddress {
    address1
    address2
    city
    country
    email
    firstName
    lastName
    phone
    postcode
    company
    state
  }
`)

export const CustomerFields = graphql(
  `
    fragment CustomerFields on Customer {
      id
      databaseId
      firstName
      lastName
      email
      username
      sessionToken
      isPayingCustomer
      billing {
        ...AddressFields
      }
      shipping {
        ...AddressFields
      }
    }
  `,
  [AddressFields],
)

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
      customer {
        id
        email
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
            }
          }
        }
      }
    }
  `,
  [DownloadableItemFields],
)
