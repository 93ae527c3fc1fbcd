import { graphql } from '../../graphql/tada'
import { OrderFields } from './order-fragments'

/**
 * The session's customer's orders: a registered customer's, or a guest session's own (`databaseId` is then
 * null; a real WooCommerce answers `customer { id: "guest" }` with the orders the session placed).
 */
export const GetOrders = graphql(
  `
    query getOrders {
      customer {
        id
        databaseId
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

/** One order by its database id: its owner only (the one way a real WooCommerce lets anyone read one order). */
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

/** A country's states, to print an address's state by name ("Lagos", not "LA"). */
export const GetAddressStates = graphql(`
  query getAddressStates($country: CountriesEnum!) {
    countryStates(country: $country) {
      code
      name
    }
  }
`)

/**
 * Whether a customer is signed in, as getCart left it in the cache (read with `cache-only`, never sent): it
 * decides how an order can be read (order-request.ts).
 */
export const SignedInView = graphql(`
  query orderSignedInView {
    viewer {
      id
    }
  }
`)

/** Order operations the runtime can send, checked against the schema by tests/contract. */
export const orderDocuments = [GetOrders, GetOrder, GetAddressStates]
