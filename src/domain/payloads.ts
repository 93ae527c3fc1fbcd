import type { Category, CategoryRef, ProductDetail, ProductSummary } from './catalogue'

/** Head data a payload carries for the document: title, SEO and structured data. */
export interface HeadData {
  /** The page's own title, before the title template is applied; or a translation key. */
  title: string
  titleIsKey?: boolean
  /** A listing's page number from 2 on: the title says it ('All products, page 2'), so each page's title differs. */
  page?: number
  description?: string
  /** Whether `description` is a translation key (an information page's introduction). */
  descriptionIsKey?: boolean
  /** Path of the canonical URL; the site URL is prepended when the head is rendered. '' for none (the error page). */
  canonicalPath: string
  image?: string
  ogType?: 'website' | 'product'
  jsonLd?: object[]
  noindex?: boolean
}

export interface ListingPage {
  /** The listing's base path without the page suffix: `/products` or `/product-category/desktop`. */
  basePath: string
  category: CategoryRef | null
  page: number
  pageCount: number
  perPage: number
  total: number
  products: ProductSummary[]
  /** URL of the compact index of the whole listing, for filtering, sorting and search. */
  indexUrl: string
}

export interface HomePayload {
  kind: 'home'
  head: HeadData
  categories: Category[]
  newest: ProductSummary[]
  onSale: ProductSummary[]
}

export interface ListingPayload {
  kind: 'listing'
  head: HeadData
  listing: ListingPage
}

export interface ProductPayload {
  kind: 'product'
  head: HeadData
  product: ProductDetail
}

export interface CategoriesPayload {
  kind: 'categories'
  head: HeadData
  categories: Category[]
}

export interface StaticPagePayload {
  kind: 'static'
  head: HeadData
}

export type RoutePayload =
  HomePayload | ListingPayload | ProductPayload | CategoriesPayload | StaticPagePayload
