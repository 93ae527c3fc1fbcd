import type { ProductDetail } from '../../src/domain/catalogue'
import type { ProductBatch } from '../../src/graphql/catalogue/api'
import type { ProductPageReader } from './product-page-reader'
import type { RequestLimiter } from './request-limiter'

/**
 * Products fetched ahead of the reader at most (a few MB): enough to keep the backend busy while the bundles build or
 * the renderers catch up, and a bound on memory whatever the catalogue's size.
 */
const READ_AHEAD_PRODUCTS = 1000

export interface FetchPlanOptions {
  /** Shared by every request of the build. */
  limiter: RequestLimiter
  /**
   * Products per detail request, at most the reader's `maxBatch`: a number, or a function of how many requests were
   * cut before (so the first can be smaller than the rest).
   */
  chunkSize: number | ((cut: number) => number)
  /** Reads a batch's page data (the companion plugin's bulk read, else WooGraphQL). */
  reader: ProductPageReader
  /** Called with the number of products each detail answer brought. */
  onFetched?: (products: number) => void
  /**
   * Called with true when the fetching stops for the reader (READ_AHEAD_PRODUCTS fetched ahead of it and no detail
   * request in flight, with products left to fetch), and with false when it goes on: the time in between is the
   * reader's (the bundles still building, the renderers behind), not the backend's.
   */
  onWaiting?: (waiting: boolean) => void
}

/**
 * Every visible product with its details, newest first, in batches in that order, fetched for a real WooCommerce:
 * the ids first (the companion plugin's listing in one request, else WooGraphQL's cursor pages of 100), and as soon
 * as a batch of ids is known its details by id (the plugin's bulk read, else WooGraphQL's `include`), several such
 * requests at once. A cursor page needs the one before it, so reading the details by cursor would keep one PHP
 * worker busy and the others idle (issue 26: 24 requests one after another, 98 % of the build waiting).
 *
 * Batches come out in catalogue order whatever order the answers arrive in, so the output does not depend on the
 * concurrency; at most READ_AHEAD_PRODUCTS (or two requests per connection, when that is more) are fetched ahead of the
 * reader, so memory stays flat.
 */
export async function* streamCatalogue(opts: FetchPlanOptions): AsyncGenerator<ProductBatch<ProductDetail>> {
  // Asked when each batch is cut: the size may depend on how the ids were read (the plugin's bulk reads).
  let cut = 0
  const sizeOf = () =>
    Math.max(
      1,
      Math.min(
        typeof opts.chunkSize === 'function' ? opts.chunkSize(cut) : opts.chunkSize,
        opts.reader.maxBatch,
      ),
    )
  const aheadOf = (chunkSize: number) =>
    Math.max(opts.limiter.size * 2, Math.ceil(READ_AHEAD_PRODUCTS / chunkSize))
  // Detail requests started and not yet handed on, in catalogue order.
  const queue: Promise<ProductDetail[]>[] = []
  let found: number | null = null
  let ids: number[] = []
  let idsDone = false
  const failure: { error?: unknown; failed: boolean } = { failed: false }
  let wake: () => void = () => {}
  let detailsInFlight = 0
  let waiting = false
  const noteWaiting = () => {
    const now = queue.length >= aheadOf(sizeOf()) && detailsInFlight === 0 && !(idsDone && !ids.length)
    if (now !== waiting) opts.onWaiting?.((waiting = now))
  }

  const startChunks = () => {
    const ahead = aheadOf(sizeOf())
    for (
      let size = sizeOf();
      queue.length < ahead && (ids.length >= size || (idsDone && ids.length));
      size = sizeOf()
    ) {
      const chunk = ids.slice(0, size)
      ids = ids.slice(chunk.length)
      cut++
      const details = opts.limiter.run(() => opts.reader.read(chunk))
      detailsInFlight++
      details
        .then((products) => opts.onFetched?.(products.length))
        .catch(() => undefined)
        .finally(() => {
          detailsInFlight--
          noteWaiting()
        })
      queue.push(details)
    }
    noteWaiting()
    wake()
  }

  const readIds = async () => {
    for await (const page of opts.reader.listingIds((request) => opts.limiter.run(request, true))) {
      found ??= page.found
      ids.push(...page.ids)
      startChunks()
    }
  }
  const reading = readIds()
    .catch((error: unknown) => Object.assign(failure, { error, failed: true }))
    .finally(() => {
      idsDone = true
      startChunks()
    })

  for (;;) {
    if (queue.length) {
      const products = await queue[0]!
      // The batch is handed on: forget it, and let the next ones start.
      queue.shift()
      startChunks()
      yield { found: found ?? 0, products }
      continue
    }
    if (failure.failed) throw failure.error
    if (idsDone && !ids.length) break
    await new Promise<void>((resolve) => (wake = resolve))
  }
  await reading
}
