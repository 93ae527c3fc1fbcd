import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from '../../src/lib/yield-to-browser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a later task, not in a microtask of the current one', async () => {
    let resumed = false
    const yielded = yieldToBrowser().then(() => (resumed = true))
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(resumed).toBe(false)
    await yielded
    expect(resumed).toBe(true)
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToBrowser()
    expect(yieldFn).toHaveBeenCalledTimes(1)
  })
})
