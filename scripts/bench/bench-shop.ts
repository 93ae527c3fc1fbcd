import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startBackend } from '../../backend/src/index'
import { buildSite } from '../build'
import { startStaticServer } from '../serve/static-server'

export interface BenchShop {
  /** The served build's origin. */
  url: string
  /** The embedded backend it was built from (a base commit's build for comparison reads the same). */
  graphqlUrl: string
  backendOrigin: string
  /** Paths of one product and one category page of the built catalogue. */
  productPath: string
  categoryPath: string
  /** The build's client folder. */
  clientDir: string
  close(): Promise<void>
}

/**
 * A fresh embedded backend (120 products), the shop built against it into `.tmp/`, and a static server in
 * front of the build: what the page weight and Lighthouse benchmarks measure.
 */
export async function startBenchShop(name: string): Promise<BenchShop> {
  const dataDir = path.resolve(`.tmp/${name}-backend`)
  await rm(dataDir, { recursive: true, force: true })
  const backend = await startBackend({ port: 0, dataDir, products: 120, quiet: true })
  const out = `.tmp/${name}-dist`
  try {
    await buildSite({ out, env: { ...process.env, GQL_HOST: backend.graphqlUrl } })
  } catch (error) {
    await backend.close()
    throw error
  }
  const server = await startStaticServer({ root: `${out}/client`, port: 0, backendOrigin: backend.origin })
  return {
    url: server.url,
    graphqlUrl: backend.graphqlUrl,
    backendOrigin: backend.origin,
    ...(await samplePaths(server.url)),
    clientDir: `${out}/client`,
    close: async () => {
      await server.close()
      await backend.close()
      // An image resize started by the last request may still be writing its variant: retry on ENOTEMPTY.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

/** A product page and a category page of a served shop: the first of each its payloads list. */
export async function samplePaths(shopUrl: string): Promise<Pick<BenchShop, 'productPath' | 'categoryPath'>> {
  const listing = (await (await fetch(`${shopUrl}/products/_payload.json`)).json()) as {
    listing: { products: { slug: string }[] }
  }
  const categories = (await (await fetch(`${shopUrl}/categories/_payload.json`)).json()) as unknown
  return {
    productPath: `/product/${listing.listing.products[0]!.slug}`,
    categoryPath: `/product-category/${firstCategorySlug(categories)}`,
  }
}

/** The first category slug found in the categories page's payload. */
function firstCategorySlug(payload: unknown): string {
  const found = JSON.stringify(payload).match(/"slug":"([^"]+)"/)
  if (!found) throw new Error('The categories page lists no category')
  return found[1]!
}

/** The pages the Lighthouse and page weight benchmarks measure, by name. */
export function benchPages(shop: Pick<BenchShop, 'productPath' | 'categoryPath'>): Record<string, string> {
  return {
    home: '/',
    listing: '/products',
    category: shop.categoryPath,
    product: shop.productPath,
    checkout: '/checkout',
    'my-account': '/my-account',
  }
}
