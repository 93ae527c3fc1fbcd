import { describe, expect, it } from 'vitest'
import { RequestLimiter } from '../../scripts/prerender/request-limiter'

/** A request that finishes when the test says so. */
function gate() {
  let open: () => void = () => {}
  const done = new Promise<void>((resolve) => (open = resolve))
  return { done, open }
}

describe('the build’s request limiter', () => {
  it('runs at most `size` requests at once, the others in order, an urgent one first', async () => {
    const limiter = new RequestLimiter(2)
    const started: string[] = []
    const gates = new Map<string, ReturnType<typeof gate>>()
    const request = (name: string, urgent = false) =>
      limiter.run(async () => {
        started.push(name)
        const g = gate()
        gates.set(name, g)
        await g.done
      }, urgent)
    const all = [request('a'), request('b'), request('c'), request('d'), request('ids', true)]
    await Promise.resolve()
    expect(started).toEqual(['a', 'b'])
    expect(limiter.inFlight).toBe(2)
    gates.get('a')!.open()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b', 'ids'])
    expect(limiter.inFlight).toBe(2)
    for (const name of ['b', 'ids']) gates.get(name)!.open()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b', 'ids', 'c', 'd'])
    for (const name of ['c', 'd']) gates.get(name)!.open()
    await Promise.all(all)
    expect(limiter.inFlight).toBe(0)
    expect(limiter.requests).toBe(5)
  })

  it('frees the slot of a request that failed', async () => {
    const limiter = new RequestLimiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('HTTP 503')))).rejects.toThrow('HTTP 503')
    await expect(limiter.run(async () => 'next')).resolves.toBe('next')
    expect(limiter.inFlight).toBe(0)
  })

  it('refuses a concurrency that is not a whole number of at least 1', () => {
    for (const size of [0, -1, 1.5, Number.NaN])
      expect(() => new RequestLimiter(size)).toThrow(/whole number/)
  })
})
