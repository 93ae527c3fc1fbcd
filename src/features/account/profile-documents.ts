import { graphql } from '../../graphql/tada'
import { CustomerFields } from './account-fragments'

/** Personal information and addresses of the signed-in customer; the answer refreshes the cached customer. */
export const UpdateProfile = graphql(
  `
    mutation updateProfile($input: UpdateCustomerInput!) {
      updateCustomer(input: $input) {
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
)

/** The countries an address may have (the account's address forms). */
export const AccountCountries = graphql(`
  query accountCountries {
    allowedCountries
  }
`)
