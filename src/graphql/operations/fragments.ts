import { graphql } from '../tada'

/**
 * Fragments of the shop's own operations (cart, account, checkout), with the limits of SPEC §9.
 * Every object without an `id` is listed in `cache-config.ts` `keys`.
 */

export const CartItemFields = graphql(`
  fragment CartItemFields on CartItem {
    id
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

export const ViewerFields = graphql(`
  fragment ViewerFields on User {
    id
    databaseId
    firstName
    lastName
    email
    username
    nicename
    wooSessionToken
    avatar {
      url
    }
  }
`)

export const PaymentGatewayFields = graphql(`
  fragment PaymentGatewayFields on PaymentGateway {
    id
    title
    description
  }
`)

export const LoginClientFields = graphql(`
  fragment LoginClientFields on LoginClient {
    name
    provider
    isEnabled
    authorizationUrl
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
