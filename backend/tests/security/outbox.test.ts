import { describe, expect, it } from 'vitest'
import { outboxEnabled } from '../../src/outbox/outbox-policy'
import { startTestBackend, type TestBackendOptions } from '../support/test-backend'

async function outboxStatus(opts: TestBackendOptions): Promise<number> {
  const shop = await startTestBackend({ products: 4, ...opts })
  try {
    return (await fetch(`${shop.backend.origin}/_outbox`)).status
  } finally {
    await shop.close()
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
