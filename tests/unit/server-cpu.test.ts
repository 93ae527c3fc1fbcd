import { spawn } from 'node:child_process'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverCpuSeconds } from '../../scripts/bench/shop-costs/server-cpu'

describe('the CPU time of a shop running on this machine', () => {
  it('adds up the processes of a name, and grows as they work', async () => {
    // A process of its own name (Node under a link named for this test): the other `node` processes of the machine
    // (test workers, servers) come and go while it is measured, and would make a sum over `node` shrink.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'server-cpu-'))
    const name = `cpuprobe${process.pid}`.slice(0, 15)
    await symlink(process.execPath, path.join(dir, name))
    const child = spawn(
      path.join(dir, name),
      [
        '-e',
        'process.stdin.once("data", () => { const end = Date.now() + 300; while (Date.now() < end); console.log("done") })',
      ],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    )
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const before = await serverCpuSeconds([name])
      child.stdin.write('go\n')
      await new Promise((resolve) => child.stdout.once('data', resolve))
      const after = await serverCpuSeconds([name])
      expect(before).toEqual(expect.any(Number))
      expect(after!).toBeGreaterThan(before!)
    } finally {
      child.kill()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('is unknown for a process that does not run here', async () => {
    expect(await serverCpuSeconds(['no-such-process-name'])).toBeNull()
    expect(await serverCpuSeconds([])).toBeNull()
  })
})
