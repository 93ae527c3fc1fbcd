import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/database'
import { listMail } from '../../src/outbox/outbox'
import { captureConsole } from './console-capture'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const RESET = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`

/** The reset link the shop stored for `email` (read from the database: production serves no outbox). */
function storedLink(shop: TestBackend, email: string): URL {
  const db = openDatabase(shop.dataDir)
  try {
    return new URL(listMail(db, email)[0]!.link!)
  } finally {
    db.close()
  }
}

describe('no secret in a production log', () => {
  let shop: TestBackend | undefined
  afterEach(async () => {
    await shop?.close()
    shop = undefined
  })

  it('says a reset mail was sent, without its key, login link, tokens or session', async () => {
    shop = await startTestBackend({ products: 4, nodeEnv: 'production', quiet: false })
    const client = shop.client()
    let authToken = ''
    const log = await captureConsole(async () => {
      await client.ok(RESET, { u: 'demo' })
      authToken = (await client.login('demo', 'demo-password')).authToken
    })
    const link = storedLink(shop, 'demo@example.com')
    const key = link.searchParams.get('key')!
    expect(key).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(log).toContain('"Password Reset Request" sent')
    for (const secret of [key, link.search, authToken, client.session!]) expect(log).not.toContain(secret)
  })

  it('prints the link in development, where the outbox shows it anyway', async () => {
    shop = await startTestBackend({ products: 4, nodeEnv: 'development', quiet: false })
    const log = await captureConsole(async () => void (await shop!.client().ok(RESET, { u: 'demo' })))
    expect(log).toContain(storedLink(shop, 'demo@example.com').searchParams.get('key'))
  })
})
