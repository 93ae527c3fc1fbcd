import type { Client } from '@urql/core'
import type { Category, ProductDetail, ProductSummary, SiteInfo, StockStatus } from '../../domain/catalogue'
import { isUnknownProductSlug, unwrap } from '../errors'
import type { ResultOf } from '../tada'
import { GetStockStatus } from './queries'
import { toCategory, toProductDetail, toProductSummary } from './mappers'
import { MAX_PAGE_SIZE, pageSize, pageThrough } from './page-through'
import { ProductBySlug, ProductCardsPage, ProductCategories, SiteSettings } from './queries'

export interface ProductBatch<T> {
  /** How many products the whole listing has. */
  found: number
  products: T[]
}

/** Pages through the product cards of a listing (all products, or one category), newest first. */
export function streamProductCards(
  client: Client,
  categorySlug: string | null,
  size: number,
): AsyncGenerator<ProductBatch<ProductSummary>> {
  const slug = categorySlug ? [categorySlug] : null
  const first = pageSize(size)
  return pageThrough(
    async (after) => unwrap(await client.query(ProductCardsPage, { first, after, slug })).products,
    toProductSummary,
  )
}

/** Every card of a listing in one list (the live path; the prerender streams instead). */
export async function fetchAllProductCards(
  client: Client,
  categorySlug: string | null,
): Promise<ProductBatch<ProductSummary>> {
  const products: ProductSummary[] = []
  let found = 0
  for await (const batch of streamProductCards(client, categorySlug, MAX_PAGE_SIZE)) {
    found = batch.found
    products.push(...batch.products)
  }
  return { found: Math.max(found, products.length), products }
}

/** A read of one product by slug; null for an unknown slug (WooGraphQL answers it with an error, not `null`). */
async function bySlug<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isUnknownProductSlug(error)) return null
    throw error
  }
}

export async function fetchProductBySlug(client: Client, slug: string): Promise<ProductDetail | null> {
  const data = await bySlug(async () => unwrap(await client.query(ProductBySlug, { slug })))
  return data?.product ? toProductDetail(data.product) : null
}

type CategoriesConnection = ResultOf<typeof ProductCategories>['productCategories']

/** Product categories, the largest first, empty ones hidden: the first `limit`, in pages the backend answers. */
export async function fetchCategories(client: Client, limit = 20): Promise<Category[]> {
  const categories: Category[] = []
  let after: string | null = null
  while (categories.length < limit) {
    const first = pageSize(limit - categories.length)
    const connection: CategoriesConnection = unwrap(
      await client.query(ProductCategories, { first, after }),
    ).productCategories
    categories.push(...(connection?.nodes ?? []).map(toCategory))
    if (!connection?.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break
    after = connection.pageInfo.endCursor
  }
  return categories.slice(0, limit)
}

/** Every non-empty product category, the largest first. */
export const fetchAllCategories = (client: Client): Promise<Category[]> => fetchCategories(client, Infinity)

export async function fetchSiteInfo(client: Client): Promise<SiteInfo> {
  const data = unwrap(await client.query(SiteSettings, {}))
  return { name: data.generalSettings?.title ?? '', description: data.generalSettings?.description ?? '' }
}

export interface LiveStock {
  status: StockStatus
  quantity: number | null
  variations: Map<number, { status: StockStatus; quantity: number | null }>
}

/** Current availability of a product and its variations; null when the product is gone. */
export async function fetchStockStatus(client: Client, slug: string): Promise<LiveStock | null> {
  const data = await bySlug(async () => unwrap(await client.query(GetStockStatus, { slug })))
  const product = data?.product as
    | ({ stockStatus?: StockStatus | null; stockQuantity?: number | null } & {
        variations?: {
          nodes: { databaseId: number; stockStatus: StockStatus | null; stockQuantity: number | null }[]
        }
      })
    | null
  if (!product) return null
  return {
    status: product.stockStatus ?? 'IN_STOCK',
    quantity: product.stockQuantity ?? null,
    variations: new Map(
      (product.variations?.nodes ?? []).map((v) => [
        v.databaseId,
        { status: v.stockStatus ?? 'IN_STOCK', quantity: v.stockQuantity ?? null },
      ]),
    ),
  }
}
