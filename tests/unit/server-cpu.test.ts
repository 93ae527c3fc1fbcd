import { describe, expect, it } from 'vitest'
import { serverCpuSeconds } from '../../scripts/bench/shop-costs/server-cpu'

describe('the CPU time of a shop running on this machine', () => {
  it('adds up the processes of a name, and grows as they work', async () => {
    const name = (await import('node:fs')).readFileSync('/proc/self/comm', 'utf8').trim()
    const before = await serverCpuSeconds([name])
    const until = Date.now() + 150
    while (Date.now() < until) Math.sqrt(Math.random())
    const after = await serverCpuSeconds([name])
    expect(before).toEqual(expect.any(Number))
    expect(after!).toBeGreaterThan(before!)
  })

  it('is unknown for a process that does not run here', async () => {
    expect(await serverCpuSeconds(['no-such-process-name'])).toBeNull()
    expect(await serverCpuSeconds([])).toBeNull()
  })
})
