/**
 * At most `limit` image renders at a time, the rest wait in line. sharp works on libuv's thread pool (4 threads),
 * which file reads, crypto and SQLite-adjacent work share: unbounded renders of new sizes would make every GraphQL
 * request wait behind them.
 */
export function createRenderLimit(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}
