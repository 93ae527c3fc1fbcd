/**
 * A least-recently-used cache bounded by the total length of its keys (the query text). A parsed document costs
 * about fifty times its text in memory, so counting entries alone would let a few hundred distinct 100 KB queries
 * fill the heap; documents longer than `maxKeyLength` are never kept.
 */
export function createTextBoundedCache<T>(opts: { maxTotalLength: number; maxKeyLength: number }) {
  const entries = new Map<string, T>()
  let total = 0
  return {
    get(key: string): T | undefined {
      const value = entries.get(key)
      if (value === undefined) return undefined
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key: string, value: T): void {
      if (key.length > opts.maxKeyLength) return
      if (entries.delete(key)) total -= key.length
      entries.set(key, value)
      total += key.length
      for (const oldest of entries.keys()) {
        if (total <= opts.maxTotalLength) break
        entries.delete(oldest)
        total -= oldest.length
      }
    },
    get size() {
      return entries.size
    },
    get totalLength() {
      return total
    },
  }
}
