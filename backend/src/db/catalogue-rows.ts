/** Row shapes of the catalogue tables (products, terms, reviews), as the data layer reads and writes them. */

/** A product attribute as stored on a product row (JSON column `attributes`). */
export interface StoredAttribute {
  name: string // `pa_color` for the global colour attribute, the label for local ones
  label: string
  global: boolean
  options: string[] // term slugs for global attributes, plain values for local ones
  variation: boolean
  visible: boolean
}

export interface ProductRow {
  id: number
  parent_id: number | null
  type: 'simple' | 'variable' | 'external' | 'grouped' | 'variation'
  name: string
  slug: string
  sku: string
  date: string
  menu_order: number
  description: string
  short_description: string
  regular_price: number
  sale_price: number | null
  min_price: number
  max_price: number
  stock_status: 'instock' | 'outofstock' | 'onbackorder'
  manage_stock: number
  stock_quantity: number | null
  low_stock_amount: number | null
  backorders: 'no' | 'notify'
  weight: string | null
  length: string | null
  width: string | null
  height: string | null
  virtual: number
  downloadable: number
  featured: number
  total_sales: number
  color: string
  gallery_count: number
  external_url: string | null
  button_text: string | null
  attributes: string
  default_attributes: string
  downloads: string
  meta: string
  search_text: string
}

export type Product = ProductRow & {
  /** Last edit through the API, site local time like `date` (WordPress's post_modified); the seed writes `date`. */
  modified: string
  status: string
  visibility: string
  average_rating: number
  review_count: number
  related: string
}

export interface TermRow {
  id: number
  taxonomy: string
  name: string
  slug: string
  description: string
  menu_order: number
  count: number
  image_color: string | null
}

export interface ReviewRow {
  id: number
  product_id: number
  user_id: number | null
  author: string
  email: string
  content: string
  rating: number
  date: string
  status: string
}

/** A review as the seed writes it (approved, by a guest). */
export type SeedReview = Pick<ReviewRow, 'product_id' | 'author' | 'email' | 'content' | 'rating' | 'date'>
