import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../src/domain/catalogue'
import { streamCatalogue } from '../../scripts/prerender/fetch-plan'
import type { ProductPageReader } from '../../scripts/prerender/product-page-reader'
import { RequestLimiter } from '../../scripts/prerender/request-limiter'
import { BULK_BATCH_SIZE, BULK_FIRST_BATCH_SIZE } from '../../scripts/prerender/run-prerender'

/** A reader answering at once that notes the size of every read; `maxBatch` as the bulk or the WooGraphQL read. */
function recordingReader(products: number, maxBatch: number) {
  const reads: number[] = []
  const reader = {
    maxBatch,
    async *listingIds() {
      yield { found: products, ids: Array.from({ length: products }, (_, i) => i + 1) }
    },
    read: async (chunk: number[]) => {
      reads.push(chunk.length)
      return chunk.map((id) => ({ id }) as unknown as ProductDetail)
    },
  } as unknown as ProductPageReader
  return { reader, reads }
}

async function drain(batches: AsyncIterable<{ products: unknown[] }>) {
  let products = 0
  for await (const batch of batches) products += batch.products.length
  return products
}

describe('the fetch plan cuts the catalogue into requests', () => {
  it('reads a small first batch, so the renderers start early, then the largest the bulk read takes', async () => {
    const { reader, reads } = recordingReader(1003, 300)
    const chunkSize = (cut: number) => (cut === 0 ? BULK_FIRST_BATCH_SIZE : BULK_BATCH_SIZE)
    expect(await drain(streamCatalogue({ limiter: new RequestLimiter(4), chunkSize, reader }))).toBe(1003)
    expect(reads).toEqual([100, 300, 300, 300, 3])
  })

  it('never asks more of one read than the reader takes', async () => {
    const { reader, reads } = recordingReader(250, 100)
    expect(await drain(streamCatalogue({ limiter: new RequestLimiter(2), chunkSize: 300, reader }))).toBe(250)
    expect(reads).toEqual([100, 100, 50])
  })
})
