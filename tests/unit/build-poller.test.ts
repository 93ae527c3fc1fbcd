import { describe, expect, it, vi } from 'vitest'
import { startBuildPoller } from '../../src/deploy/build-poller'
import { routeOwner } from '../../src/deploy/build-info'

function manualTimers() {
  const queue: (() => void)[] = []
  return {
    setTimer: (fn: () => void) => {
      queue.push(fn)
      return queue.length
    },
    clearTimer: () => void queue.splice(0),
    async tick() {
      const fn = queue.shift()
      fn?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    get pending() {
      return queue.length
    },
  }
}

describe('build poller', () => {
  it('polls latest.json with a cache-busting timestamp and reports a new id once, then stops', async () => {
    const timers = manualTimers()
    const urls: string[] = []
    const onOutdated = vi.fn()
    let id = 'build-1'
    startBuildPoller({
      currentId: 'build-1',
      intervalMs: 1000,
      now: () => 42,
      fetchJson: async (url) => {
        urls.push(url)
        return { id, timestamp: 1 }
      },
      onOutdated,
      ...timers,
    })
    await timers.tick()
    expect(urls).toEqual(['/builds/latest.json?42'])
    expect(onOutdated).not.toHaveBeenCalled()
    id = 'build-2'
    await timers.tick()
    expect(onOutdated).toHaveBeenCalledWith('build-2')
    expect(timers.pending).toBe(0)
  })

  it('keeps polling through network errors and malformed answers', async () => {
    const timers = manualTimers()
    const answers: unknown[] = [
      Promise.reject(new Error('offline')),
      { nope: true },
      { id: 'b2', timestamp: 2 },
    ]
    const onOutdated = vi.fn()
    startBuildPoller({
      currentId: 'b1',
      intervalMs: 10,
      fetchJson: () => Promise.resolve(answers.shift()),
      onOutdated,
      ...timers,
    })
    await timers.tick()
    await timers.tick()
    expect(onOutdated).not.toHaveBeenCalled()
    await timers.tick()
    expect(onOutdated).toHaveBeenCalledOnce()
  })

  it('does not poll when the interval is 0 or the build id is unknown', () => {
    const timers = manualTimers()
    startBuildPoller({ currentId: 'b1', intervalMs: 0, fetchJson: vi.fn(), onOutdated: vi.fn(), ...timers })
    startBuildPoller({ currentId: '', intervalMs: 10, fetchJson: vi.fn(), onOutdated: vi.fn(), ...timers })
    expect(timers.pending).toBe(0)
  })

  it('stops when asked', async () => {
    const timers = manualTimers()
    const fetchJson = vi.fn(async () => ({ id: 'b1', timestamp: 1 }))
    const stop = startBuildPoller({
      currentId: 'b1',
      intervalMs: 10,
      fetchJson,
      onOutdated: vi.fn(),
      ...timers,
    })
    stop()
    await timers.tick()
    expect(fetchJson).not.toHaveBeenCalled()
  })

  it('adopts an incremental build at the first check when it kept this page, and polls on against it', async () => {
    const timers = manualTimers()
    const onOutdated = vi.fn()
    const onAdopted = vi.fn()
    const keepsThisPage = vi.fn(async () => true)
    let latest: Record<string, unknown> = { id: 'b2', timestamp: 2, base: 'b1' }
    startBuildPoller({
      currentId: 'b1',
      intervalMs: 10,
      fetchJson: async () => latest,
      keepsThisPage,
      onAdopted,
      onOutdated,
      ...timers,
    })
    await timers.tick()
    expect(keepsThisPage).toHaveBeenCalledWith(latest)
    expect(onAdopted).toHaveBeenCalledWith('b2')
    await timers.tick()
    expect(onOutdated).not.toHaveBeenCalled()
    // A deploy after that, while the page is open, makes it outdated even when the page is kept again.
    latest = { id: 'b3', timestamp: 3, base: 'b1' }
    await timers.tick()
    expect(keepsThisPage).toHaveBeenCalledOnce()
    expect(onOutdated).toHaveBeenCalledWith('b3')
  })

  it('is outdated at the first check when the newer build rewrote this page or is a full build', async () => {
    for (const latest of [
      { id: 'b2', timestamp: 2, base: 'b1' },
      { id: 'b2', timestamp: 2 },
    ]) {
      const timers = manualTimers()
      const onOutdated = vi.fn()
      const keepsThisPage = vi.fn(async () => false)
      startBuildPoller({
        currentId: 'b1',
        intervalMs: 10,
        fetchJson: async () => latest,
        keepsThisPage,
        onOutdated,
        ...timers,
      })
      await timers.tick()
      expect(onOutdated).toHaveBeenCalledWith('b2')
      expect(keepsThisPage).toHaveBeenCalledTimes(latest.base ? 1 : 0)
    }
  })

  it('asks again at the next tick when the first check could not tell', async () => {
    const timers = manualTimers()
    const onAdopted = vi.fn()
    const onOutdated = vi.fn()
    const answers = [Promise.reject(new Error('offline')), Promise.resolve(true)]
    startBuildPoller({
      currentId: 'b1',
      intervalMs: 10,
      fetchJson: async () => ({ id: 'b2', timestamp: 2, base: 'b1' }),
      keepsThisPage: () => answers.shift()!,
      onAdopted,
      onOutdated,
      ...timers,
    })
    await timers.tick()
    expect(onAdopted).not.toHaveBeenCalled()
    await timers.tick()
    expect(onAdopted).toHaveBeenCalledWith('b2')
    expect(onOutdated).not.toHaveBeenCalled()
  })

  it('makes the first check after firstCheckMs', () => {
    const delays: number[] = []
    startBuildPoller({
      currentId: 'b1',
      intervalMs: 60_000,
      firstCheckMs: 1500,
      fetchJson: vi.fn(),
      onOutdated: vi.fn(),
      setTimer: (_fn, ms) => delays.push(ms),
    })
    expect(delays).toEqual([1500])
  })
})

describe('routeOwner', () => {
  const meta = {
    id: 'b3',
    timestamp: 3,
    prerendered: ['/', '/product/a'],
    base: 'b1',
    rewritten: { '/product/a': 'b2' },
  }
  it('names the build that last wrote a route: a rewrite, else the base, else the build itself', () => {
    expect(routeOwner(meta, '/product/a')).toBe('b2')
    expect(routeOwner(meta, '/')).toBe('b1')
    expect(routeOwner({ id: 'b1', timestamp: 1, prerendered: [] }, '/')).toBe('b1')
  })
})
