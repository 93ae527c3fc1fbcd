import { graphql } from '../tada'
import { DownloadableItemFields, OrderFields } from './fragments'

export const UpdateCustomer = graphql(
  `
    mutation UpdateCustomer($input: UpdateCustomerInput!) {
      updateCustomer(input: $input) {
        customer {
          id
          downloadableItems(first: 100) {
            nodes {
              ...DownloadableItemFields
            }
          }
        }
      }
    }
  `,
  [DownloadableItemFields],
)

export const GetOrders = graphql(
  `
    query getOrders {
      customer {
        id
        orders(first: 100) {
          nodes {
            ...OrderFields
          }
        }
      }
    }
  `,
  [OrderFields],
)

/** One order by its database id (owner only; a guest reads it by order key). */
export const GetOrder = graphql(
  `
    query getOrder($id: ID!) {
      order(id: $id, idType: DATABASE_ID) {
        ...OrderFields
      }
    }
  `,
  [OrderFields],
)

export const GetDownloads = graphql(
  `
    query getDownloads {
      customer {
        id
        downloadableItems(first: 100) {
          nodes {
            ...DownloadableItemFields
          }
        }
      }
    }
  `,
  [DownloadableItemFields],
)
