import type { ShopStore } from '../store/shop-store'

export interface AddToCartRequest {
  productId: number
  quantity: number
  variationId?: number
  variation?: { attributeName: string; attributeValue: string }[]
}

/** What loadShop() gives the rest of the app (the catalogue's add-to-cart button among others). */
export interface ShopApi {
  /** Adds to the cart; opens the cart panel when `autoOpenCart` is on. Throws a GqlError whose `message` is for the shopper. */
  addToCart(input: AddToCartRequest): Promise<void>
  openCart(): void
  /** The store itself: state, flags and every action (login, coupons, …). */
  store: ShopStore
}
