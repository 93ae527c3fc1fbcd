import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN, startTestBackend, type TestBackend } from '../support/test-backend'

/**
 * The companion plugin's login failure reasons (forge-headless-payments 1.1, on by default): a production shop
 * (GRAPHQL_DEBUG off) tells a wrong password from an unknown account through WordPress's error code in the
 * error's `extensions.code`, the message staying Headless Login's. Stand-in for the real stack's answers
 * (recorded login-*-nodebug) and for the plugin's own PHPUnit tests (LoginFailureReasonsTest).
 */
describe('login failure reasons on a shop with debug off', () => {
  let shop: TestBackend
  let quiet: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend({ debug: false })
    quiet = await startTestBackend({ debug: false, loginFailureReasons: false })
  })
  afterAll(async () => {
    await shop.close()
    await quiet.close()
  })

  const refusal = async (backend: TestBackend, username: string, password: string) => {
    const result = await backend.client().gql(LOGIN, { username, password })
    return result.errors?.[0] as { message: string; extensions?: Record<string, unknown> }
  }

  it.each([
    ['a wrong password for a username', 'demo', 'nope', 'incorrect_password'],
    ['a wrong password for an email', 'demo@example.com', 'nope', 'incorrect_password'],
    ['an unknown username', 'nobody', 'nope', 'invalid_username'],
    ['an unknown email', 'nobody@example.com', 'nope', 'invalid_email'],
  ])('%s: the same message, WordPress’s code beside it', async (_name, username, password, code) => {
    expect(await refusal(shop, username, password)).toMatchObject({
      message: 'The user could not be logged in.',
      extensions: { code },
    })
  })

  it.each([
    ['an empty password', 'demo', '', 'empty_password'],
    ['an empty username', '', 'x', 'empty_username'],
  ])(
    '%s: Headless Login’s message, the code WordPress would give',
    async (_name, username, password, code) => {
      expect(await refusal(shop, username, password)).toMatchObject({
        message: 'Missing username or password.',
        extensions: { code },
      })
    },
  )

  it('says nothing more when the shop turned the setting off', async () => {
    const error = await refusal(quiet, 'demo', 'nope')
    expect(error.message).toBe('The user could not be logged in.')
    expect(error.extensions?.code).toBeUndefined()
  })

  it('never names the account or WordPress’s words in the error', async () => {
    const error = await refusal(shop, 'nobody-at-all', 'nope')
    expect(JSON.stringify(error)).not.toContain('nobody-at-all')
    expect(JSON.stringify(error)).not.toContain('not registered')
  })
})
