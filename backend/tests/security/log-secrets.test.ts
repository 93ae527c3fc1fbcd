import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/db/database'
import { listMail } from '../../src/outbox/outbox'
import { captureConsole } from './console-capture'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const RESET = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`

/** The reset link the shop stored for `email` (read from the database), null when it kept none. */
function storedLink(shop: TestBackend, email: string): URL | null {
  const db = openDatabase(shop.dataDir)
  try {
    const link = listMail(db, email)[0]!.link
    return link ? new URL(link) : null
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
    // Production keeps no link either (outbox.test.ts): nothing of the key can be in the log.
    expect(storedLink(shop, 'demo@example.com')).toBeNull()
    expect(log).toContain('"Password Reset Request" sent')
    expect(log).not.toMatch(/key=|lost-password/)
    for (const secret of [authToken, client.session!]) expect(log).not.toContain(secret)
  })

  it('prints the link in development, where the outbox shows it anyway', async () => {
    shop = await startTestBackend({ products: 4, nodeEnv: 'development', quiet: false })
    const log = await captureConsole(async () => void (await shop!.client().ok(RESET, { u: 'demo' })))
    expect(log).toContain(storedLink(shop, 'demo@example.com')!.searchParams.get('key'))
  })
})
