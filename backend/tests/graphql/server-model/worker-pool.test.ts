import { describe, expect, it } from 'vitest'
import { createWorkerPool } from '../../../src/graphql/server-model/worker-pool'
import { VirtualTimers } from './virtual-timers'

/** Starts `count` requests of `ms` work each at once; answers when each ended, on the virtual clock. */
async function runAtOnce(
  pool: ReturnType<typeof createWorkerPool>,
  timers: VirtualTimers,
  count: number,
  ms: number,
) {
  const ended: number[] = []
  const requests = Array.from({ length: count }, (_, i) =>
    pool
      .serve(
        () => i,
        () => ms,
      )
      .then((i) => (ended[i] = timers.time)),
  )
  await new Promise((resolve) => setImmediate(resolve, 0))
  const load = pool.load()
  await Promise.all(requests)
  return { ended, load }
}

describe('the server model: workers and cores', () => {
  it('makes a 5th concurrent request wait for a free worker when there are 4', async () => {
    const timers = new VirtualTimers()
    const pool = createWorkerPool({ workers: 4, cores: 4, timers })
    const { ended, load } = await runAtOnce(pool, timers, 5, 100)
    expect(load).toEqual({ busy: 4, waiting: 1 })
    expect(ended).toEqual([100, 100, 100, 100, 200])
    expect(pool.load()).toEqual({ busy: 0, waiting: 0 })
  })

  it('serves one request after another with one worker', async () => {
    const timers = new VirtualTimers()
    const { ended } = await runAtOnce(createWorkerPool({ workers: 1, cores: 2, timers }), timers, 3, 50)
    expect(ended).toEqual([50, 100, 150])
  })

  it('runs each of more busy workers than cores slower (4 workers on 2 cores take twice as long)', async () => {
    const timers = new VirtualTimers()
    const { ended } = await runAtOnce(createWorkerPool({ workers: 4, cores: 2, timers }), timers, 5, 100)
    expect(ended).toEqual([200, 200, 200, 200, 300])
  })

  it('gives a short request its share while a long one runs', async () => {
    const timers = new VirtualTimers()
    const pool = createWorkerPool({ workers: 2, cores: 1, timers })
    const ended: Record<string, number> = {}
    await Promise.all([
      pool
        .serve(
          () => 'long',
          () => 300,
        )
        .then((k) => (ended[k] = timers.time)),
      pool
        .serve(
          () => 'short',
          () => 100,
        )
        .then((k) => (ended[k] = timers.time)),
    ])
    // Both at half speed until the short one's 100 ms are done (200), then the long one alone (100 left).
    expect(ended).toEqual({ short: 200, long: 400 })
  })
})
