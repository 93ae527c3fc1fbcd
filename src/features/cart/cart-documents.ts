import { graphql } from '../../graphql/tada'
import { CartFields } from './cart-fragments'

/**
 * The cart's operations. Every cart mutation returns the whole cart, which cart-cache.ts links to
 * `Query.cart`: the cache then holds the one current cart, read by `CartView`.
 */

/** The cart as the cache holds it (never sent: read with `cache-only`; same arguments as getCart). */
export const CartView = graphql(
  `
    query cartView {
      cart(recalculateTotals: true) {
        ...CartFields
      }
    }
  `,
  [CartFields],
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

/** The cart's operations the runtime can send, checked against the schema by tests/contract. */
export const cartDocuments = [
  AddToCart,
  UpdateCartQuantity,
  EmptyCart,
  ApplyCoupon,
  RemoveCoupons,
  ChangeShippingMethod,
]
