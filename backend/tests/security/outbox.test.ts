import Database from 'better-sqlite3'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WITHHELD_LINK } from '../../src/outbox/outbox'
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

describe('a mail kept outside development', () => {
  it('keeps no reset link, in its body or its link column, where no one may read the outbox', async () => {
    for (const [options, keepsLink] of [
      [{ nodeEnv: 'production' }, false],
      [{ siteUrl: 'https://shop.example.com' }, false],
      [{}, true],
    ] as const) {
      const shop = await startTestBackend({ products: 4, ...options })
      try {
        const client = shop.client()
        await client.ok(
          'mutation { registerCustomer(input: { username: "kept", email: "kept@example.com", password: "old-password-1" }) { customer { databaseId } } }',
        )
        await client.ok('mutation { sendPasswordResetEmail(input: { username: "kept" }) { success } }')
        const db = new Database(path.join(shop.dataDir, 'shop.sqlite'), { readonly: true })
        const rows = db.prepare('SELECT body, link FROM outbox').all() as {
          body: string
          link: string | null
        }[]
        db.close()
        expect(rows).toHaveLength(1)
        const everything = JSON.stringify(rows)
        expect(everything.includes('key='), JSON.stringify(options)).toBe(keepsLink)
        if (!keepsLink) {
          expect(rows[0]!.link).toBeNull()
          expect(rows[0]!.body).toContain(WITHHELD_LINK)
          expect(rows[0]!.body).toContain(
            'Someone has requested a new password for the following account: kept',
          )
        }
      } finally {
        await shop.close()
      }
    }
  })
})
