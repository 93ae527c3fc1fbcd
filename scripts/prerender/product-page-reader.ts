import type { Client } from '@urql/core'
import type { ProductDetail } from '../../src/domain/catalogue'
import { fetchProductDetailsByIds } from '../../src/graphql/catalogue/bulk'
import { BulkReadUnavailable, fetchProductPagesBulk } from '../../src/graphql/catalogue/product-pages'

/** How the build reads product pages: the companion plugin's bulk read, or WooGraphQL's product fields. */
export type ProductPageSource = 'bulk' | 'graphql'

/**
 * Reads products' page data by id for the build. It asks the companion plugin's bulk read first (`forgeProductPages`,
 * a few ms of PHP a product instead of WooGraphQL's ~15) and, when the shop has no such read, says so once and reads
 * every batch through WooGraphQL from then on. Both give the same products, so the pages are the same either way.
 * `bulk: false` (PRERENDER_BULK_READ=0) skips the plugin.
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

  /** The source in use; null until the first answer tells. */
  get using(): ProductPageSource | null {
    return this.source
  }

  async read(ids: number[]): Promise<ProductDetail[]> {
    if (this.source !== 'graphql') {
      try {
        const products = await fetchProductPagesBulk(this.client, ids)
        this.source ??= 'bulk'
        return products
      } catch (error) {
        if (!(error instanceof BulkReadUnavailable)) throw error
        if (!this.warned)
          this.log(
            `The shop has no bulk product read (${error.message}); reading products through WooGraphQL. ` +
              'The companion plugin forge-headless-payments 1.2 or later makes the build several times faster.',
          )
        this.warned = true
        this.source = 'graphql'
      }
    }
    return fetchProductDetailsByIds(this.client, ids)
  }
}

/** PRERENDER_BULK_READ: on unless "0", "false" or "no". */
export function bulkReadFromEnv(env: Record<string, string | undefined>): boolean {
  return !/^(0|false|no)$/i.test(env.PRERENDER_BULK_READ?.trim() ?? '')
}
