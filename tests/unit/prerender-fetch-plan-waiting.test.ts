import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../src/domain/catalogue'
import { streamCatalogue } from '../../scripts/prerender/fetch-plan'
import type { ProductPageReader } from '../../scripts/prerender/product-page-reader'
import { RequestLimiter } from '../../scripts/prerender/request-limiter'

/** A reader whose every answer comes at once: the backend is never the slow side here. */
function instantReader(products: number): ProductPageReader {
  const ids = Array.from({ length: products }, (_, i) => i + 1)
  return {
    maxBatch: 100,
    async *listingIds() {
      yield { found: products, ids }
    },
    read: async (chunk: number[]) => chunk.map((id) => ({ id }) as unknown as ProductDetail),
  } as unknown as ProductPageReader
}

/** Lets every answer already due arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the fetch plan says when it waits for the renderers', () => {
  it('waits once its read-ahead is answered and not handed on, goes on when a batch is taken, and ends not waiting', async () => {
    const events: boolean[] = []
    let fetched = 0
    const batches = streamCatalogue({
      limiter: new RequestLimiter(4),
      chunkSize: 50,
      reader: instantReader(3000),
      onFetched: (products) => (fetched += products),
      onWaiting: (waiting) => events.push(waiting),
    })
    // The first batch taken, and then the renderers busy (the bundles building): the read-ahead of 1,000 products
    // fills, and with nothing left in flight the fetching waits.
    await batches.next()
    await settle()
    expect(fetched).toBe(1050)
    expect(events).toEqual([true])
    // A batch taken: a request goes out, and once it is answered the read-ahead is full again.
    await batches.next()
    expect(events).toEqual([true, false])
    await settle()
    expect(fetched).toBe(1100)
    expect(events).toEqual([true, false, true])
    // The rest read: every product is fetched, so the last word is that it does not wait.
    let count = 2
    for await (const _batch of batches) count++
    expect(count).toBe(60)
    expect(fetched).toBe(3000)
    expect(events.at(-1)).toBe(false)
    // Never the same word twice in a row.
    expect(events.every((waiting, i) => i === 0 || waiting !== events[i - 1])).toBe(true)
  })
})
