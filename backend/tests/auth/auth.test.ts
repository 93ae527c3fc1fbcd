import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN, startTestBackend, type TestBackend } from '../support/test-backend'
import { ADD_TO_CART, findSimpleProduct } from '../support/shop-documents'

const REGISTER = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId email username } authToken } }`

describe('authentication, registration and password reset', () => {
  let shop: TestBackend

  beforeAll(async () => {
    shop = await startTestBackend()
  })
  afterAll(() => shop.close())

  it('logs in with a password, refreshes the token and logs out', async () => {
    const client = shop.client()
    expect((await client.ok(`{ viewer { id } }`)).viewer).toBeNull()
    const login = await client.login('demo@example.com', 'demo-password')
    const now = Math.floor(Date.now() / 1000)
    expect(Number(login.authTokenExpiration) - now).toBeGreaterThan(280)
    expect(Number(login.authTokenExpiration) - now).toBeLessThanOrEqual(300)
    expect(Number(login.refreshTokenExpiration) - now).toBeGreaterThan(364 * 24 * 3600)
    expect(login.user).toMatchObject({ username: 'demo', email: 'demo@example.com', id: 'dXNlcjox' })
    expect(login.sessionToken).toBeTruthy()
    expect(client.session).toBeTruthy()

    const viewer = await client.ok(
      `{ viewer { databaseId username email wooSessionToken avatar { url } } customer { email orders(first: 100) { nodes { databaseId } } } }`,
    )
    expect(viewer.viewer).toMatchObject({ databaseId: 1, username: 'demo' })
    expect(viewer.customer.orders.nodes.length).toBe(3)
    expect(await client.errorOf(LOGIN, { username: 'demo', password: 'demo-password' })).toBe(
      'You are already logged in.',
    )

    const refreshed = await client.ok(
      `mutation($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken authTokenExpiration success } }`,
      {
        t: login.refreshToken,
      },
    )
    expect(refreshed.refreshToken.success).toBe(true)
    client.authToken = login.refreshToken
    const misuse = await client.gql(`{ viewer { id } }`)
    expect(misuse.data.viewer).toBeNull()
    expect(misuse.extensions?.debug?.[0]?.message).toBe(
      'invalid-jwt | Refresh token cannot be used as an auth token.',
    )
    client.authToken = await new SignJWT({ data: { user: { id: '1' } } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(shop.backend.origin)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-secret'))
    expect((await client.gql(`{ viewer { id } }`)).extensions?.debug?.[0]?.message).toBe(
      'invalid-secret-key | Signature verification failed',
    )

    client.authToken = refreshed.refreshToken.authToken
    expect(
      (await client.ok(`mutation { logout(input: { clientMutationId: "" }) { success } }`)).logout.success,
    ).toBe(true)
    client.authToken = null
    expect((await client.ok(`mutation { logout(input: {}) { success } }`)).logout.success).toBeNull()
  })

  it('refuses wrong passwords and unknown users with the same message, the reason in extensions.debug', async () => {
    const client = shop.client()
    const refusal = async (username: string) => {
      const result = await client.gql(LOGIN, { username, password: 'nope' })
      expect(result.errors?.[0]?.message).toBe('The user could not be logged in.')
      expect(result.data.login).toBeNull()
      return result.extensions?.debug
    }
    // As Headless Login hands wp_authenticate's message (HTML stripped) to graphql_debug().
    expect(await refusal('demo')).toEqual([
      {
        type: 'GRAPHQL_DEBUG',
        message: 'Error: The password you entered for the username demo is incorrect. Lost your password?',
      },
    ])
    expect(await refusal('demo@example.com')).toEqual([
      {
        type: 'GRAPHQL_DEBUG',
        message:
          'Error: The password you entered for the email address demo@example.com is incorrect. Lost your password?',
      },
    ])
    expect(await refusal('nobody')).toEqual([
      {
        type: 'GRAPHQL_DEBUG',
        message:
          'Error: The username nobody is not registered on this site. If you are unsure of your username, try your email address instead.',
      },
    ])
    expect(await refusal('nobody@example.com')).toEqual([
      { type: 'GRAPHQL_DEBUG', message: 'Unknown email address. Check again or try your username.' },
    ])
  })

  it('merges the guest cart into the customer cart on login', async () => {
    const client = shop.client()
    const product = await findSimpleProduct(client, 1)
    await client.ok(ADD_TO_CART, { input: { productId: product.databaseId, quantity: 1 } })
    const guestSession = client.session
    const login = await client.login('ada', 'ada-password')
    expect(login.sessionToken).not.toBe(guestSession)
    const cart = await client.ok(
      `{ cart { contents { nodes { product { node { databaseId } } } } } customer { databaseId } }`,
    )
    expect(cart.customer.databaseId).toBe(2)
    expect(
      cart.cart.contents.nodes.map(
        (n: { product: { node: { databaseId: number } } }) => n.product.node.databaseId,
      ),
    ).toEqual([product.databaseId])
  })

  it('registers customers with WordPress duplicate messages', async () => {
    const client = shop.client()
    const created = await client.ok(REGISTER, {
      input: {
        username: 'newbie',
        email: 'newbie@example.com',
        password: 'pass-1234',
        firstName: 'New',
        authenticate: true,
      },
    })
    expect(created.registerCustomer.customer).toMatchObject({
      email: 'newbie@example.com',
      username: 'newbie',
    })
    expect(created.registerCustomer.authToken).toBeTruthy()
    const other = shop.client()
    expect(
      await other.errorOf(REGISTER, { input: { username: 'newbie', email: 'x@example.com', password: 'p' } }),
    ).toBe('An account is already registered with that username. Please choose another.')
    expect(
      await other.errorOf(REGISTER, {
        input: { username: 'fresh', email: 'NEWBIE@example.com', password: 'p' },
      }),
    ).toBe(
      'An account is already registered with NEWBIE@example.com. Please log in or use a different email address.',
    )
    expect(
      await other.errorOf(REGISTER, { input: { username: 'fresh', email: 'not-an-email', password: 'p' } }),
    ).toBe('Please provide a valid email address.')
    expect(await other.errorOf(REGISTER, { input: { username: 'fresh', email: 'fresh@example.com' } })).toBe(
      'A password was not provided and WooCommerce does not automatically generate one for you.',
    )
    await other.login('newbie', 'pass-1234')
  })

  it('resets a password through the outbox', async () => {
    const client = shop.client()
    await client.ok(REGISTER, {
      input: { username: 'forgetful', email: 'forgetful@example.com', password: 'old-password' },
    })
    const sent = await client.ok(
      `mutation { sendPasswordResetEmail(input: { username: "forgetful@example.com" }) { success } }`,
    )
    expect(sent.sendPasswordResetEmail.success).toBe(true)
    const unknown = await client.ok(
      `mutation { sendPasswordResetEmail(input: { username: "ghost" }) { success } }`,
    )
    expect(unknown.sendPasswordResetEmail.success).toBe(true)

    const outbox = await (await fetch(`${shop.backend.origin}/_outbox?to=forgetful@example.com`)).json()
    expect(outbox).toHaveLength(1)
    const link = new URL(outbox[0].link)
    expect(link.pathname).toBe('/my-account/lost-password')
    const key = link.searchParams.get('key')!
    const login = link.searchParams.get('login')!
    expect(login).toBe('forgetful')
    // WordPress's key: twenty letters and digits (wp_generate_password(20, false)).
    expect(key).toMatch(/^[A-Za-z0-9]{20}$/)

    const RESET = `mutation($key: String!, $login: String!, $password: String!) { resetUserPassword(input: { key: $key, login: $login, password: $password }) { user { id } } }`
    expect(await client.errorOf(RESET, { key: 'wrong', login, password: 'x' })).toBe(
      'Password reset link is invalid.',
    )
    // As WPGraphQL: no password is refused before the key is looked at (a key cannot be tested without spending it).
    expect(await client.errorOf(RESET, { key: 'wrong', login, password: '' })).toBe(
      'A new password is required.',
    )
    const reset = await client.ok(RESET, { key, login, password: 'new-password' })
    expect(reset.resetUserPassword.user.id).toBeTruthy()
    expect(await client.errorOf(RESET, { key, login, password: 'again' })).toBe(
      'Password reset link is invalid.',
    )
    expect(await client.errorOf(LOGIN, { username: 'forgetful', password: 'old-password' })).toBe(
      'The user could not be logged in.',
    )
    await client.login('forgetful', 'new-password')

    // A link used twice at once changes the password once (the outbox lists the newest mail first).
    await client.ok(`mutation { sendPasswordResetEmail(input: { username: "forgetful" }) { success } }`)
    const [again] = await (await fetch(`${shop.backend.origin}/_outbox?to=forgetful@example.com`)).json()
    const secondKey = new URL(again.link).searchParams.get('key')!
    const attempts = await Promise.all(
      ['racer-one', 'racer-two'].map((password) =>
        client.errorOf(RESET, { key: secondKey, login, password }),
      ),
    )
    expect(attempts.sort()).toEqual(['Password reset link is invalid.', undefined])
  })

  it('changes passwords and details with updateUser and updateCustomer, only for the owner', async () => {
    const client = shop.client()
    await client.ok(REGISTER, {
      input: { username: 'changer', email: 'changer@example.com', password: 'first-pass' },
    })
    const login = await client.login('changer', 'first-pass')
    await client.ok(
      `mutation($id: ID!) { updateUser(input: { id: $id, password: "second-pass", firstName: "Chi" }) { user { id firstName } } }`,
      {
        id: login.user.id,
      },
    )
    const updated = await client.ok(
      `mutation { updateCustomer(input: { lastName: "Eze", billing: { city: "Lagos", country: NG } }) { customer { firstName lastName billing { city country } } } }`,
    )
    expect(updated.updateCustomer.customer).toMatchObject({
      firstName: 'Chi',
      lastName: 'Eze',
      billing: { city: 'Lagos', country: 'NG' },
    })
    expect(
      await client.errorOf(
        `mutation { updateUser(input: { id: "dXNlcjox", password: "hijack" }) { user { id } } }`,
      ),
    ).toBe('You do not have the appropriate capabilities to perform this action')
    expect(await client.errorOf(`{ customer(customerId: 1) { email } }`)).toBe(
      'Not authorized to access this customer',
    )
    const fresh = shop.client()
    await fresh.login('changer', 'second-pass')
  })

  it('logs in through the simulated OAuth provider', async () => {
    const client = shop.client()
    const clients = await client.ok(`{ loginClients { provider authorizationUrl } }`)
    const authorizationUrl = new URL(
      clients.loginClients.find((c: { provider: string }) => c.provider === 'OAUTH2_GENERIC')
        .authorizationUrl,
    )
    const state = authorizationUrl.searchParams.get('state')!
    const page = await fetch(authorizationUrl)
    expect(await page.text()).toContain('Approve')
    const approved = await fetch(`${shop.backend.origin}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state,
        login: 'demo@example.com',
        password: 'demo-password',
        decision: 'approve',
      }),
    })
    expect(approved.status).toBe(303)
    const callback = new URL(approved.headers.get('location')!)
    expect(callback.origin + callback.pathname).toBe('http://localhost:3000/oauth/login/oauth2_generic')
    expect(callback.searchParams.get('state')).toBe(state)
    const LOGIN_WITH_PROVIDER = `mutation($input: LoginInput!) { login(input: $input) { authToken refreshToken authTokenExpiration user { username } } }`
    const input = {
      provider: 'OAUTH2_GENERIC',
      oauthResponse: { code: callback.searchParams.get('code'), state },
    }
    const result = await client.ok(LOGIN_WITH_PROVIDER, { input })
    expect(result.login.user.username).toBe('demo')
    expect(await shop.client().errorOf(LOGIN_WITH_PROVIDER, { input })).toBe(
      'The user could not be logged in.',
    )
  })
})
