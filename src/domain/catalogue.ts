/** The storefront's own catalogue types. Wire shapes from GraphQL are mapped onto these in src/graphql. */

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER'
export type ProductType = 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED'

export interface ImageRef {
  src: string
  alt: string
  width: number | null
  height: number | null
  /** WordPress's resized copies of this upload, compact (see lib/wordpress-srcset.ts); absent when it has none. */
  srcset?: string
}

/** Prices as numbers in naira; a variable product has one entry per variation. */
export interface PriceSet {
  price: number[]
  regular: number[]
  sale: number[]
}

export interface TermRef {
  taxonomy: string
  slug: string
  name: string
}

/** What a product card and the listing filters need. */
export interface ProductSummary {
  id: number
  slug: string
  name: string
  type: ProductType
  date: string
  prices: PriceSet
  onSale: boolean
  image: ImageRef | null
  averageRating: number
  reviewCount: number
  stockStatus: StockStatus
  categories: string[]
  terms: TermRef[]
}

export interface CategoryRef {
  slug: string
  name: string
}

export interface ProductAttribute {
  name: string
  label: string
  /** Attribute options: slugs of global terms, or the literal values of a local attribute. */
  options: { value: string; label: string }[]
  variation: boolean
  visible: boolean
}

export interface VariationAttributeValue {
  name: string
  value: string
}

export interface ProductVariation {
  id: number
  name: string
  prices: PriceSet
  stockStatus: StockStatus
  stockQuantity: number | null
  image: ImageRef | null
  attributes: VariationAttributeValue[]
}

export interface Review {
  id: string
  rating: number
  content: string
  date: string
  author: string
  avatar: string | null
}

/** What the product page names of a download; the file itself only reaches buyers (customer downloads). */
export interface ProductDownload {
  name: string
}

export interface ProductDetail extends ProductSummary {
  sku: string | null
  description: string
  shortDescription: string
  gallery: ImageRef[]
  categoryRefs: CategoryRef[]
  attributes: ProductAttribute[]
  defaultAttributes: VariationAttributeValue[]
  variations: ProductVariation[]
  reviews: Review[]
  related: ProductSummary[]
  stockQuantity: number | null
  weight: string | null
  dimensions: { length: string | null; width: string | null; height: string | null }
  virtual: boolean
  downloadable: boolean
  downloads: ProductDownload[]
  externalUrl: string | null
  buttonText: string | null
  madeToOrder: boolean
  color: string | null
}

export interface Category {
  id: number
  slug: string
  name: string
  count: number
  image: ImageRef | null
}

export interface SiteInfo {
  name: string
  description: string
}
