import { graphql } from '../../graphql/tada'
import { OrderFields } from '../orders'
import { PaymentGatewayFields } from './checkout-fragments'

/** Checkout's operations, sent by the checkout slice (checkout-slice.ts). */

/**
 * The order comes back whole: the order-received page shows this answer (kept for the browser), since a real
 * WooCommerce lets no guest read an order afterwards.
 * `$account` has no default: WooGraphQL creates a WordPress account for any `account` it gets, an empty
 * username and password included, and then refuses that guest's next order ("An account is already
 * registered with …"). It is sent only when the shopper asks for an account (checkout-input.ts).
 */
export const Checkout = graphql(
  `
    mutation Checkout(
      $billing: CustomerAddressInput = {}
      $shipping: CustomerAddressInput = {}
      $metaData: [MetaDataInput] = []
      $paymentMethod: String = "paystack"
      $customerNote: String = ""
      $shipToDifferentAddress: Boolean = false
      $account: CreateAccountInput
      $transactionId: String = ""
      $isPaid: Boolean = false
    ) {
      checkout(
        input: {
          billing: $billing
          shipping: $shipping
          metaData: $metaData
          paymentMethod: $paymentMethod
          customerNote: $customerNote
          shipToDifferentAddress: $shipToDifferentAddress
          account: $account
          transactionId: $transactionId
          isPaid: $isPaid
        }
      ) {
        result
        redirect
        order {
          ...OrderFields
        }
      }
    }
  `,
  [OrderFields],
)

export const GetAllowedCountries = graphql(`
  query getAllowedCountries {
    allowedCountries
  }
`)

export const GetStates = graphql(`
  query getStates($country: CountriesEnum!) {
    countryStates(country: $country) {
      code
      name
    }
  }
`)

/** Updates the customer's shipping/billing location so that shipping rates are recalculated. */
export const ChangeShippingCounty = graphql(`
  mutation ChangeShippingCounty(
    $shippingState: String
    $shippingCountry: CountriesEnum
    $billingState: String
    $billingCountry: CountriesEnum
  ) {
    updateCustomer(
      input: {
        shipping: { state: $shippingState, country: $shippingCountry }
        billing: { state: $billingState, country: $billingCountry }
      }
    ) {
      customer {
        id
        calculatedShipping
        hasCalculatedShipping
      }
    }
  }
`)

/** Checkout operations the runtime can send, checked against the schema by tests/contract. */
export const checkoutDocuments = [Checkout, GetAllowedCountries, GetStates, ChangeShippingCounty]

/** The payment gateways getCart brought, as the cache holds them (read with `cache-only`, never sent). */
export const PaymentGatewaysView = graphql(
  `
    query paymentGatewaysView {
      paymentGateways {
        nodes {
          ...PaymentGatewayFields
        }
      }
    }
  `,
  [PaymentGatewayFields],
)
