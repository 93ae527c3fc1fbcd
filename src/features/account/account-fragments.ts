import { graphql } from '../../graphql/tada'

/** The customer's fragments (objects without an `id` are keyed in account-cache.ts); orders and downloads are in features/orders. */
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
      displayName
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
