import { config } from '../src/config'
import { ContentNotFound } from '../src/page-data/unavailable'
import type { CategoryRef } from '../src/domain/catalogue'
import type { CategoriesPayload, HomePayload, ListingPayload, ProductPayload } from '../src/domain/payloads'
import { createCatalogueClient } from '../src/graphql/catalogue-client'
import {
  fetchAllCategories,
  fetchAllProductCards,
  fetchCategories,
  fetchProductBySlug,
  fetchSiteInfo,
} from '../src/graphql/catalogue/api'
import { buildCategoriesPayload, buildHomePayload, HOME_PRODUCT_COUNT } from './home'
import { buildListingPayload } from './listing'
import { ALL_PRODUCTS_PATH, categoryBasePath, pageCount } from '../src/routing/listing-paths'
import { buildProductPayload } from './product'

/**
 * Payloads built live over GraphQL: for routes that were not prerendered (a product added after the
 * build, a page past the prerendered range) and for the dev server. Missing content throws ContentNotFound.
 */
// On the dev server the request needs the storefront's `Origin` (WordPress's access control); a browser sets its own.
const client = () => createCatalogueClient(config.gqlHost, { origin: new URL(config.siteUrl).origin })

export async function liveProductPayload(slug: string): Promise<ProductPayload> {
  const product = await fetchProductBySlug(client(), slug)
  if (!product) throw new ContentNotFound('Product not found')
  return buildProductPayload(product, config.siteUrl)
}

export async function liveListingPayload(categorySlug: string | null, page: number): Promise<ListingPayload> {
  const api = client()
  let category: CategoryRef | null = null
  if (categorySlug) {
    const found = (await fetchAllCategories(api)).find((c) => c.slug === categorySlug)
    if (!found) throw new ContentNotFound()
    category = { slug: found.slug, name: found.name }
  }
  const { found, products } = await fetchAllProductCards(api, categorySlug)
  const perPage = config.productsPerPage
  if (!Number.isInteger(page) || page < 1 || page > pageCount(found, perPage)) throw new ContentNotFound()
  return buildListingPayload({
    basePath: categorySlug ? categoryBasePath(categorySlug) : ALL_PRODUCTS_PATH,
    category,
    page,
    perPage,
    total: found,
    products: products.slice((page - 1) * perPage, page * perPage),
  })
}

export async function liveHomePayload(): Promise<HomePayload> {
  const api = client()
  const [site, categories, newest] = await Promise.all([
    fetchSiteInfo(api),
    fetchCategories(api),
    fetchAllProductCards(api, null),
  ])
  return buildHomePayload({
    site,
    categories,
    newest: newest.products.slice(0, HOME_PRODUCT_COUNT),
    onSale: newest.products.filter((p) => p.onSale),
  })
}

export async function liveCategoriesPayload(): Promise<CategoriesPayload> {
  return buildCategoriesPayload(await fetchAllCategories(client()))
}
