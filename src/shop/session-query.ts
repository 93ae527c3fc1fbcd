import { graphql } from '../graphql/tada'
import { CustomerFields } from '../features/account'
import { LoginClientFields, ViewerFields } from '../features/auth'
import { CartFields } from '../features/cart'
import { PaymentGatewayFields } from '../features/checkout'

/**
 * getCart: the first call of every session, and the one that follows a login. Its answer goes
 * into the cache, where each feature reads its own part (cart, viewer, customer, …).
 *
 * It is the one document the composition root writes, not folded from the descriptors: gql.tada types a document
 * only from a literal string with its fragments listed, so the query cannot be assembled from a list at run time.
 * It takes only the features' public fragments (from their index.ts); a feature whose data comes with the session
 * adds its fragment here.
 */
export const GetCart = graphql(
  `
    query getCart {
      cart(recalculateTotals: true) {
        ...CartFields
      }
      customer {
        ...CustomerFields
      }
      viewer {
        ...ViewerFields
      }
      paymentGateways {
        nodes {
          ...PaymentGatewayFields
        }
      }
      loginClients {
        ...LoginClientFields
      }
    }
  `,
  [CartFields, CustomerFields, ViewerFields, PaymentGatewayFields, LoginClientFields],
)
