import type { ComponentType } from 'react'
import type { TadaDocumentNode } from 'gql.tada'
import type { Viewer } from '../domain/shop'

export interface AddToCartRequest {
  productId: number
  quantity: number
  variationId?: number
  variation?: { attributeName: string; attributeValue: string }[]
}

/** The shop's live UI, each component already inside the shop's scope (store and GraphQL client). */
export interface ShopUi {
  CartBadge: ComponentType
  CartPanel: ComponentType
  AccountMenu: ComponentType
  AccountScreen: ComponentType
  OAuthCallback: ComponentType<{ provider: string }>
  /** /checkout: addresses, shipping, payment and the place-order button. */
  CheckoutScreen: ComponentType
  /** /order-summary/{id} and /checkout/order-received/{id} (a guest's order key comes in the URL's `key`). */
  OrderSummaryScreen: ComponentType<{ orderId: string }>
  /** /my-account/lost-password: the reset request, or the new-password form from the mail's link. */
  LostPasswordScreen: ComponentType
}

/** What loadShop() gives first-load code: the few entry points it needs, never the runtime itself. */
export interface ShopHandle {
  /** Adds to the cart; opens the cart panel when `autoOpenCart` is on. Throws a GqlError whose `message` is for the shopper. */
  addToCart(input: AddToCartRequest): Promise<void>
  /** Sends a mutation a first-load feature owns (the catalogue's review), after the first getCart. */
  mutate<D, V extends Record<string, unknown>>(document: TadaDocumentNode<D, V>, variables: V): Promise<D>
  /** Follows the signed-in shopper in the cache; returns the unsubscribe function. */
  watchViewer(onChange: (viewer: Viewer | null) => void): () => void
  ui: ShopUi
}
