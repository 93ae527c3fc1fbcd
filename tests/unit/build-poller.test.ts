import { describe, expect, it, vi } from 'vitest'
import { startBuildPoller } from '../../src/deploy/build-poller'

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
})
