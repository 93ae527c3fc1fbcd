import { graphql } from '../../graphql/tada'
import { CustomerFields, DownloadableItemFields, OrderFields } from './account-fragments'

/** Account operations; the account screens that send them come with their own issues. */

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

/** The customer as the cache holds it after getCart (read with `cache-only`, never sent). */
export const CustomerView = graphql(
  `
    query customerView {
      customer {
        ...CustomerFields
      }
    }
  `,
  [CustomerFields],
)

/** Account operations the runtime can send, checked against the schema by tests/contract. */
export const accountDocuments = [UpdateCustomer, GetOrders, GetOrder, GetDownloads]
