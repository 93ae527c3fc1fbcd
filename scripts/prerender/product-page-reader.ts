import type { Client } from '@urql/core'
import type { ProductDetail } from '../../src/domain/catalogue'
import { fetchListingSize, fetchProductDetailsByIds } from '../../src/graphql/catalogue/bulk'
import { ListingIdsPage } from '../../src/graphql/catalogue/changes'
import { MAX_PAGE_SIZE, pageThrough } from '../../src/graphql/catalogue/page-through'
import {
  BulkReadUnavailable,
  fetchListingIdsBulk,
  fetchListingSizesBulk,
  fetchProductPagesBulk,
  MAX_BULK_PRODUCTS,
} from '../../src/graphql/catalogue/product-pages'
import { unwrap } from '../../src/graphql/errors'

/** How the build reads product pages: the companion plugin's bulk read, or WooGraphQL's product fields. */
export type ProductPageSource = 'bulk' | 'graphql'

/**
 * Reads products' page data by id for the build. It asks the companion plugin's bulk read first (`forgeProductPages`,
 * a few ms of PHP a product instead of WooGraphQL's ~15) and, when the shop has no such read, says so once and reads
 * every batch through WooGraphQL from then on. Both give the same products, so the pages are the same either way.
 * The catalogue's ids likewise: the plugin's id listing in one request, else WooGraphQL's pages of 100 one after
 * another. `bulk: false` (PRERENDER_BULK_READ=0) skips the plugin.
 */
export class ProductPageReader {
  private source: ProductPageSource | null

  constructor(
    private readonly client: Client,
    opts: { bulk?: boolean; log?: (line: string) => void } = {},
  ) {
    this.source = opts.bulk === false ? 'graphql' : null
    this.log = opts.log ?? ((line) => console.info(line))
  }

  private readonly log: (line: string) => void
  private warned = false
  /** Whether the shop counts listings in one request (the plugin 1.6 and later); null until asked. */
  private counts: boolean | null = null

  /** The source in use; null until the first answer tells. */
  get using(): ProductPageSource | null {
    return this.source
  }

  /** The most products one `read` takes: three bulk reads in one request, else one page of WooGraphQL's. */
  get maxBatch(): number {
    return this.source === 'bulk' ? MAX_BULK_PRODUCTS : MAX_PAGE_SIZE
  }

  /**
   * How many visible products each category of `slugs` lists (null where the shop does not say), in their order:
   * the plugin's counts in one request for up to 100 categories, else one WooGraphQL request per category (also
   * when the plugin predates the counts, said once). `run` runs each request.
   */
  async listingSizes(
    slugs: string[],
    run: <T>(request: () => Promise<T>) => Promise<T>,
  ): Promise<(number | null)[]> {
    if (this.source !== 'graphql' && this.counts !== false) {
      try {
        const chunks = Array.from({ length: Math.ceil(slugs.length / MAX_PAGE_SIZE) }, (_, i) =>
          slugs.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE),
        )
        const counts = await Promise.all(
          chunks.map((chunk) => run(() => fetchListingSizesBulk(this.client, chunk))),
        )
        this.counts = true
        return counts.flat()
      } catch (error) {
        if (!(error instanceof BulkReadUnavailable)) throw error
        if (this.counts === null)
          this.log(
            `The shop does not count listings in bulk (${error.message}); asking WooGraphQL for each category's ` +
              'size. The companion plugin forge-headless-payments 1.6 or later answers them in one request.',
          )
        this.counts = false
      }
    }
    return Promise.all(slugs.map((slug) => run(() => fetchListingSize(this.client, slug))))
  }

  /**
   * Every visible product's id, newest first, in pages with the catalogue's size; `run` runs each request (the
   * build's request limiter).
   */
  async *listingIds(
    run: <T>(request: () => Promise<T>) => Promise<T>,
  ): AsyncGenerator<{ found: number; ids: number[] }> {
    if (this.source !== 'graphql') {
      try {
        const ids = await run(() => fetchListingIdsBulk(this.client, null))
        this.source ??= 'bulk'
        yield { found: ids.length, ids }
        return
      } catch (error) {
        if (!(error instanceof BulkReadUnavailable)) throw error
        this.unavailable(error)
      }
    }
    const pages = pageThrough(
      (after) =>
        run(
          async () =>
            unwrap(await this.client.query(ListingIdsPage, { first: MAX_PAGE_SIZE, after, slug: null }))
              .products,
        ),
      (node) => node.databaseId,
    )
    for await (const page of pages) yield { found: page.found, ids: page.products }
  }

  /**
   * Every visible product's id of a listing (all products, or one category), newest first, by the companion plugin's
   * id listing (one request); null when the
   * shop has no such listing (said once, as for `read`), so the caller can choose something cheaper than WooGraphQL's
   * pages of 100.
   */
  async bulkListingIds(categorySlug: string | null = null): Promise<number[] | null> {
    if (this.source === 'graphql') return null
    try {
      return await fetchListingIdsBulk(this.client, categorySlug)
    } catch (error) {
      if (!(error instanceof BulkReadUnavailable)) throw error
      this.unavailable(error)
      return null
    }
  }

  async read(ids: number[]): Promise<ProductDetail[]> {
    if (this.source !== 'graphql') {
      try {
        const products = await fetchProductPagesBulk(this.client, ids)
        this.source ??= 'bulk'
        return products
      } catch (error) {
        if (!(error instanceof BulkReadUnavailable)) throw error
        this.unavailable(error)
      }
    }
    return fetchProductDetailsByIds(this.client, ids)
  }

  /** The shop has no bulk read: said once, and WooGraphQL is read from then on. */
  private unavailable(error: BulkReadUnavailable) {
    if (!this.warned)
      this.log(
        `The shop has no bulk product read (${error.message}); reading products through WooGraphQL. ` +
          'The companion plugin forge-headless-payments 1.6 or later makes the build several times faster.',
      )
    this.warned = true
    this.source = 'graphql'
  }
}

/** PRERENDER_BULK_READ: on unless "0", "false" or "no". */
export function bulkReadFromEnv(env: Record<string, string | undefined>): boolean {
  return !/^(0|false|no)$/i.test(env.PRERENDER_BULK_READ?.trim() ?? '')
}
