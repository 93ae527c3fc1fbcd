import { SignJWT } from 'jose'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type ShopClient, type TestBackend } from '../support/test-backend'

// Issue 9, reproduction 8: a refresh token still worked after logout and after a password change.

const REFRESH = `mutation($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken success } }`
const LOGOUT = `mutation { logout(input: {}) { success } }`
const REVOKED = 'invalid-secret-key | The User Secret does not match or has been revoked for this user.'

describe('logout and password changes revoke tokens (Headless Login’s user secret)', () => {
  let shop: TestBackend
  let accounts = 0

  beforeAll(async () => {
    shop = await startTestBackend({ products: 8 })
  })
  afterAll(() => shop.close())

  /** A fresh account, signed in on a new client. */
  async function signedIn(): Promise<{ client: ShopClient; refreshToken: string; username: string }> {
    const username = `user${++accounts}`
    const client = shop.client()
    await client.ok(
      `mutation($u: String!) { registerCustomer(input: { username: $u, email: "${username}@example.com", password: "first-password" }) { customer { id } } }`,
      { u: username },
    )
    const login = await client.login(username, 'first-password')
    return { client, refreshToken: login.refreshToken, username }
  }

  // Headless Login refuses with HTTP 403 and `success: false`, the reason in the debug log (refreshToken-garbage).
  async function refreshRefused(token: string) {
    const result = await shop.client().gql(REFRESH, { t: token })
    expect(result.status).toBe(403)
    expect(result.errors).toBeUndefined()
    expect(result.data.refreshToken).toEqual({ authToken: null, success: false })
    expect(result.extensions?.debug?.map((d) => d.message)).toContain(REVOKED)
  }

  async function viewerOf(authToken: string) {
    const client = shop.client()
    client.authToken = authToken
    return client.gql(`{ viewer { databaseId } }`)
  }

  it('a refresh token works until logout, and never after, on every device of the user', async () => {
    const { client, refreshToken, username } = await signedIn()
    const other = shop.client()
    const otherLogin = await other.login(username, 'first-password')
    expect((await shop.client().ok(REFRESH, { t: refreshToken })).refreshToken.success).toBe(true)
    expect((await client.ok(LOGOUT)).logout.success).toBe(true)
    await refreshRefused(refreshToken)
    // The secret is the user's: signing out revokes every device's refresh token, as Headless Login's revocation does.
    await refreshRefused(otherLogin.refreshToken)
    // Signing in again gives tokens that work.
    const again = await shop.client().login(username, 'first-password')
    expect((await shop.client().ok(REFRESH, { t: again.refreshToken })).refreshToken.success).toBe(true)
  })

  it('updateCustomer with a new password revokes old tokens and hands this client a fresh pair', async () => {
    const { client, refreshToken, username } = await signedIn()
    const changed = await client.ok(
      `mutation { updateCustomer(input: { password: "second-password" }) { authToken refreshToken } }`,
    )
    await refreshRefused(refreshToken)
    const { authToken, refreshToken: fresh } = changed.updateCustomer
    expect((await viewerOf(authToken)).data.viewer).toMatchObject({ databaseId: expect.any(Number) })
    expect((await shop.client().ok(REFRESH, { t: fresh })).refreshToken.success).toBe(true)
    await shop.client().login(username, 'second-password')
    // A change that is not a password keeps the tokens.
    const renamed = shop.client()
    const login = await renamed.login(username, 'second-password')
    const noTokens = await renamed.ok(
      `mutation { updateCustomer(input: { firstName: "Ngozi" }) { authToken } }`,
    )
    expect(noTokens.updateCustomer.authToken).toBeNull()
    expect((await shop.client().ok(REFRESH, { t: login.refreshToken })).refreshToken.success).toBe(true)
  })

  it('updateUser with a new password revokes old tokens', async () => {
    const { client, refreshToken } = await signedIn()
    const { viewer } = await client.ok(`{ viewer { id } }`)
    await client.ok(
      `mutation($id: ID!) { updateUser(input: { id: $id, password: "third-password" }) { user { id } } }`,
      {
        id: viewer.id,
      },
    )
    await refreshRefused(refreshToken)
  })

  it('resetting a password with a mailed key revokes old tokens', async () => {
    const { refreshToken, username } = await signedIn()
    const guest = shop.client()
    await guest.ok(`mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`, {
      u: username,
    })
    const [mail] = await (await fetch(`${shop.backend.origin}/_outbox?to=${username}@example.com`)).json()
    const link = new URL(mail.link)
    await guest.ok(
      `mutation($k: String!, $l: String!) { resetUserPassword(input: { key: $k, login: $l, password: "reset-password" }) { user { id } } }`,
      { k: link.searchParams.get('key'), l: link.searchParams.get('login') },
    )
    await refreshRefused(refreshToken)
  })

  it('still refuses forged, alg:none, expired, and foreign tokens (what held before)', async () => {
    const secrets = JSON.parse(readFileSync(path.join(shop.dataDir, 'secrets.json'), 'utf8'))
    const key = new TextEncoder().encode(secrets.auth)
    const iss = shop.backend.origin
    const { client } = await signedIn()
    const { viewer } = await client.ok(`{ viewer { databaseId } }`)
    const user = { id: String(viewer.databaseId) }
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const now = Math.floor(Date.now() / 1000)
    const tokens = {
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss, exp: now + 300, data: { user } })}.`,
      expired: await new SignJWT({ data: { user } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setExpirationTime(now - 3600)
        .sign(key),
      foreign: await new SignJWT({ data: { user } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('https://elsewhere.example')
        .setExpirationTime('5m')
        .sign(key),
    }
    for (const [name, token] of Object.entries(tokens)) {
      const result = await viewerOf(token)
      expect(result.data.viewer, name).toBeNull()
      expect(result.status, name).toBe(403)
      expect(result.extensions?.debug?.length, name).toBeGreaterThan(0)
    }
    // A refresh token signed with the real key but without the user's current secret is refused.
    const secretLess = await new SignJWT({ data: { user, refresh: true } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(iss)
      .setExpirationTime('5m')
      .sign(key)
    await refreshRefused(secretLess)
  })
})
