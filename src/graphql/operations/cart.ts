import { graphql } from '../tada'
import {
  CartFields,
  CustomerFields,
  LoginClientFields,
  PaymentGatewayFields,
  ViewerFields,
} from './fragments'

/** SPEC §7 getCart: the cart with everything the store keeps about the shopper. */
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

export const AddToCart = graphql(
  `
    mutation addToCart($input: AddToCartInput!) {
      addToCart(input: $input) {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

/** Quantity 0 removes the line (WooGraphQL `updateItemQuantities`). */
export const UpdateCartQuantity = graphql(
  `
    mutation UpDateCartQuantity($key: ID!, $quantity: Int!) {
      updateItemQuantities(input: { items: { key: $key, quantity: $quantity } }) {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

export const EmptyCart = graphql(
  `
    mutation EmptyCart {
      emptyCart(input: { clearPersistentCart: true }) {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

export const ApplyCoupon = graphql(
  `
    mutation applyCoupon($code: String!) {
      applyCoupon(input: { code: $code }) {
        applied {
          code
          description
          discountTax
          discountAmount
        }
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

export const RemoveCoupons = graphql(
  `
    mutation removeCoupons($codes: [String]!) {
      removeCoupons(input: { codes: $codes }) {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

export const ChangeShippingMethod = graphql(
  `
    mutation ChangeShippingMethod($shippingMethods: [String] = []) {
      updateShippingMethod(input: { shippingMethods: $shippingMethods }) {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
)

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
