import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { outboxEnabled, startBackend, type BackendOptions } from '../../src/index'

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

async function outboxStatus(opts: Partial<BackendOptions>): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  dirs.push(dataDir)
  const backend = await startBackend({ port: 0, dataDir, products: 4, quiet: true, ...opts })
  try {
    return (await fetch(`${backend.origin}/_outbox`)).status
  } finally {
    await backend.close()
  }
}

describe('the outbox (password-reset links) is not public', () => {
  it('is served in tests on this machine, and refused in production or at a public address', async () => {
    expect(await outboxStatus({})).toBe(200)
    expect(await outboxStatus({ nodeEnv: 'production', outbox: true })).toBe(404)
    expect(await outboxStatus({ siteUrl: 'https://shop.example.com' })).toBe(404)
    expect(await outboxStatus({ nodeEnv: undefined })).toBe(404)
    expect(await outboxStatus({ nodeEnv: undefined, outbox: true })).toBe(200)
  })

  it('is never on when listening on a public interface', () => {
    const base = { requested: true, nodeEnv: 'development', publicUrls: [] }
    expect(outboxEnabled({ ...base, host: '0.0.0.0' })).toBe(false)
    expect(outboxEnabled({ ...base, host: '::' })).toBe(false)
    expect(outboxEnabled({ ...base, host: '127.0.0.1' })).toBe(true)
    expect(outboxEnabled({ ...base, host: '::1' })).toBe(true)
  })
})
