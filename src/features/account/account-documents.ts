import { graphql } from '../../graphql/tada'
import { DownloadableItemFields } from '../orders'
import { CustomerFields } from './account-fragments'
import { AccountCountries, UpdateProfile } from './profile-documents'

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
export const accountDocuments = [UpdateCustomer, GetDownloads, UpdateProfile, AccountCountries]
