import { describe, expect, it } from 'vitest'
import { createTextBoundedCache } from '../../src/graphql/document-cache'

describe('the parsed-document cache', () => {
  it('stays under its text budget however many distinct documents arrive, and never keeps a huge one', () => {
    const cache = createTextBoundedCache<object>({ maxTotalLength: 10_000, maxKeyLength: 2_000 })
    for (let i = 0; i < 5_000; i++) cache.set(`{ a${i} ${'x'.repeat(900)} }`, {})
    expect(cache.totalLength).toBeLessThanOrEqual(10_000)
    expect(cache.size).toBeLessThanOrEqual(11)
    cache.set('y'.repeat(100_000), {})
    expect(cache.get('y'.repeat(100_000))).toBeUndefined()
  })

  it('keeps the documents in use (least recently used goes first)', () => {
    const cache = createTextBoundedCache<number>({ maxTotalLength: 30, maxKeyLength: 30 })
    cache.set('aaaaaaaaaa', 1)
    cache.set('bbbbbbbbbb', 2)
    cache.set('cccccccccc', 3)
    expect(cache.get('aaaaaaaaaa')).toBe(1)
    cache.set('dddddddddd', 4)
    expect(cache.get('bbbbbbbbbb')).toBeUndefined()
    expect(cache.get('aaaaaaaaaa')).toBe(1)
  })
})
