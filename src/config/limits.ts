/** Query limits: how many items one request may ask for. */
export const limits = {
  cartContents: 100,
  variations: 100,
  orders: 100,
  downloads: 100,
  terms: 100,
  gallery: 20,
  related: 5,
  categories: 20,
  productsFetch: 9999,
  debounceMs: 100,
} as const

export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg'

/**
 * The most one cart line may hold, on the product page and in the cart alike: WooCommerce's own limit is the stock
 * when it is managed (else none); this keeps a quantity a 32-bit Int.
 */
export const MAX_LINE_QUANTITY = 9999
