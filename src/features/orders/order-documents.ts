import { graphql } from '../../graphql/tada'
import { OrderFields } from './order-fragments'

/**
 * The session's customer's orders (`databaseId` is null for a guest, whose session may still answer
 * with the orders of its billing email).
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

/** One order by its database id: its owner only. */
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

/** One order by its order key (`wc_order_…`): whoever holds the key, as the order-received link does. */
export const GetOrderByKey = graphql(
  `
    query getOrderByKey($key: ID!) {
      order(id: $key, idType: ORDER_KEY) {
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

/** Order operations the runtime can send, checked against the schema by tests/contract. */
export const orderDocuments = [GetOrders, GetOrder, GetOrderByKey, GetAddressStates]
