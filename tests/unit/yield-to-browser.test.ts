import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from '../../src/lib/yield-to-browser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a later task: work queued before it runs first', async () => {
    const order: string[] = []
    setTimeout(() => order.push('timer queued before'), 0)
    const yielded = yieldToBrowser().then(() => order.push('after the yield'))
    await Promise.resolve()
    expect(order).toEqual([])
    await yielded
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(order).toContain('after the yield')
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToBrowser()
    expect(yieldFn).toHaveBeenCalledTimes(1)
  })
})
