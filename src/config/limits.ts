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
