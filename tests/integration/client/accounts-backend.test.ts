import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../../../backend/tests/support/test-backend'
import { CustomerView, toCustomer } from '../../../src/features/account'
import { GetDownloads } from '../../../src/features/account/account-documents'
import { ViewerView } from '../../../src/features/auth'
import { GetOrders } from '../../../src/features/orders'
import { fakeEnv, readViewer, runtime } from './helpers'

/**
 * The account actions of the shop runtime against the real embedded backend (no mocks): the login
 * failure's reason where Headless Login puts it, registration, the reset mail's link and the password change.
 */
describe('accounts against the embedded backend', () => {
  let shop: TestBackend
  const shopper = (pathname = '/my-account', search = '') => {
    const faked = fakeEnv(pathname, search)
    const rt = runtime(faked.env, { url: shop.backend.graphqlUrl })
    return { ...faked, ...rt, actions: () => rt.store.getState() }
  }
  const outboxLink = async (email: string) => {
    const [mail] = (await (await fetch(`${shop.backend.origin}/_outbox?to=${email}`)).json()) as {
      link: string
    }[]
    return new URL(mail!.link)
  }

  beforeAll(async () => {
    shop = await startTestBackend({ products: 20 })
  })
  afterAll(() => shop.close())

  it('tells an unknown user from a wrong password, then logs in and goes to /my-account', async () => {
    const s = shopper()
    await s.actions().init()
    expect(await s.actions().login({ username: 'nobody', password: 'x' })).toMatchObject({
      success: false,
      errorKey: 'errors.noAccount',
    })
    expect(await s.actions().login({ username: 'nobody@example.com', password: 'x' })).toMatchObject({
      errorKey: 'errors.noAccount',
    })
    expect(await s.actions().login({ username: 'demo', password: 'wrong' })).toMatchObject({
      success: false,
      errorKey: 'errors.incorrectPassword',
      error: 'Incorrect password. Please try again.',
    })
    expect(s.env.navigate).not.toHaveBeenCalled()
    expect(await s.actions().login({ username: 'demo@example.com', password: 'demo-password' })).toEqual({
      success: true,
    })
    expect(readViewer(s)?.username).toBe('demo')
    expect(s.env.navigate).toHaveBeenCalledWith('/my-account')
  })

  it('registers a customer, signed in at once and sent to the redirect; a taken email gets the backend message', async () => {
    const s = shopper('/my-account', '?action=register&redirect=%2Fcheckout')
    await s.actions().init()
    const registration = { username: 'kemi', email: 'kemi@example.com', password: 'kemi-pass-1' }
    expect(await s.actions().register(registration)).toEqual({ success: true })
    expect(readViewer(s)).toMatchObject({ username: 'kemi', email: 'kemi@example.com' })
    expect(s.env.navigate).toHaveBeenCalledWith('/checkout')
    // Welcomed as a new account (not "back") until a login or logout.
    expect(s.actions().isNewAccount).toBe(true)

    const other = shopper()
    await other.actions().init()
    const taken = await other.actions().register({ ...registration, username: 'kemi2' })
    expect(taken.success).toBe(false)
    expect(taken.success === false && taken.errorKey).toBeFalsy()
    expect(taken.success === false && taken.error).toMatch(/email/i)
    expect(readViewer(other)).toBeNull()
  })

  it('resets a password through the outbox link, signs in with it, and refuses the used link', async () => {
    const s = shopper('/my-account/lost-password')
    await s.actions().init()
    await s.actions().register({ username: 'tobi', email: 'tobi@example.com', password: 'first-pass' })
    await s.actions().logout()
    expect(s.actions().isNewAccount).toBe(false)

    const guest = shopper('/my-account/lost-password')
    await guest.actions().init()
    expect(await guest.actions().requestPasswordReset('ghost@example.com')).toEqual({ success: true })
    expect(await guest.actions().requestPasswordReset('tobi@example.com')).toEqual({ success: true })
    const link = await outboxLink('tobi@example.com')
    const key = link.searchParams.get('key')!
    const login = link.searchParams.get('login')!
    expect(await guest.actions().resetPassword({ key: 'wrong', login, password: 'x' })).toMatchObject({
      errorKey: 'errors.invalidResetLink',
      error: 'Password reset link is invalid.',
    })
    expect(await guest.actions().resetPassword({ key, login, password: 'second-pass' })).toEqual({
      success: true,
    })
    expect(readViewer(guest)?.username).toBe('tobi')
    expect(guest.env.navigate).toHaveBeenCalledWith('/my-account')

    const again = shopper('/my-account/lost-password')
    await again.actions().init()
    expect(await again.actions().resetPassword({ key, login, password: 'third-pass' })).toMatchObject({
      errorKey: 'errors.invalidResetLink',
    })
  })

  it('finishes a social login from the consent page, and fails with its message on a used or forged code', async () => {
    /** The consent page approved as `login`: the code and state the provider sends back. */
    const approve = async (rt: ReturnType<typeof shopper>, login: string, password: string) => {
      await rt.actions().init()
      const data = rt.clients.current().readQuery(ViewerView, {}, { requestPolicy: 'cache-only' })?.data
      // The password client comes first and has no authorization URL, as Headless Login lists them.
      const oauth = data!.loginClients!.find((client) => client?.authorizationUrl)
      const state = new URL(oauth!.authorizationUrl!).searchParams.get('state')!
      const approved = await fetch(`${shop.backend.origin}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, login, password, decision: 'approve' }),
      })
      return {
        provider: 'oauth2_generic',
        code: new URL(approved.headers.get('location')!).searchParams.get('code')!,
        state,
      }
    }

    const s = shopper('/oauth/login/oauth2_generic')
    const login = { ...(await approve(s, 'ada', 'ada-password')), redirect: '/checkout' }
    expect(await s.actions().loginWithProvider(login)).toEqual({ success: true })
    expect(readViewer(s)?.username).toBe('ada')
    expect(s.env.navigate).toHaveBeenCalledWith('/checkout')

    // A remembered redirect off the site is not followed.
    const t = shopper('/oauth/login/oauth2_generic')
    const evil = { ...(await approve(t, 'demo', 'demo-password')), redirect: '//evil.example' }
    expect(await t.actions().loginWithProvider(evil)).toEqual({ success: true })
    expect(t.env.navigate).toHaveBeenCalledWith('/my-account')

    for (const attempt of [login, { ...login, code: 'forged' }]) {
      const other = shopper('/oauth/login/oauth2_generic')
      await other.actions().init()
      expect(await other.actions().loginWithProvider(attempt)).toMatchObject({
        success: false,
        errorKey: 'oauth.failed',
      })
      expect(readViewer(other)).toBeNull()
      expect(other.env.navigate).not.toHaveBeenCalled()
    }
  })

  it('changes the password only with the right current password', async () => {
    const s = shopper()
    await s.actions().init()
    await s.actions().register({ username: 'ife', email: 'ife@example.com', password: 'old-pass-1' })
    expect(await s.actions().changePassword({ current: 'not-it', password: 'new-pass-1' })).toMatchObject({
      errorKey: 'account.currentPasswordWrong',
    })
    expect(await s.actions().changePassword({ current: 'old-pass-1', password: 'new-pass-1' })).toEqual({
      success: true,
    })
    // Still signed in on this page; the new password works for a new login, the old one no longer.
    expect(readViewer(s)?.username).toBe('ife')
    const fresh = shopper()
    await fresh.actions().init()
    expect(await fresh.actions().login({ username: 'ife', password: 'old-pass-1' })).toMatchObject({
      errorKey: 'errors.incorrectPassword',
    })
    expect(await fresh.actions().login({ username: 'ife', password: 'new-pass-1' })).toEqual({
      success: true,
    })
  })

  it("updates personal information and addresses, and lists the demo customer's orders and downloads", async () => {
    const s = shopper()
    await s.actions().init()
    await s.actions().login({ username: 'demo', password: 'demo-password' })
    const customer = () =>
      s.clients.current().readQuery(CustomerView, {}, { requestPolicy: 'cache-only' })?.data?.customer

    expect(
      await s
        .actions()
        .updateProfile({ firstName: 'Dee', lastName: 'Mo', email: 'demo@example.com', displayName: 'Dee M' }),
    ).toEqual({ success: true })
    expect(customer()).toMatchObject({ firstName: 'Dee', lastName: 'Mo', displayName: 'Dee M' })
    // The header's name follows (the viewer is loaded again).
    expect(readViewer(s)?.firstName).toBe('Dee')
    expect(
      await s
        .actions()
        .updateProfile({ firstName: 'Dee', lastName: 'Mo', email: 'ada@example.com', displayName: '' }),
    ).toMatchObject({
      success: false,
      errorKey: 'account.updateFailed',
      error: expect.stringMatching(/email/i),
    })

    const address = { ...toCustomer(customer()!).shipping, city: 'Ikeja', address2: '' }
    expect(await s.actions().updateAddress('shipping', address)).toEqual({ success: true })
    expect(customer()?.shipping).toMatchObject({ city: 'Ikeja', country: address.country })

    expect(await s.actions().loadOrders()).toEqual({ success: true })
    const orders = s.clients.current().readQuery(GetOrders, {}, { requestPolicy: 'cache-only' })?.data
    expect(orders?.customer?.orders?.nodes.length).toBeGreaterThanOrEqual(2)
    expect(await s.actions().loadDownloads()).toEqual({ success: true })
    const downloads = s.clients.current().readQuery(GetDownloads, {}, { requestPolicy: 'cache-only' })?.data
    const first = downloads?.customer?.downloadableItems?.nodes[0]
    expect(first?.url).toBeTruthy()
    const file = await fetch(first!.url!)
    expect(file.status).toBe(200)
  })

  it('reports the orders and downloads failures with their messages', async () => {
    const s = shopper()
    await s.actions().init()
    await shop.close()
    expect(await s.actions().loadOrders()).toMatchObject({ errorKey: 'errors.ordersError' })
    expect(await s.actions().loadDownloads()).toMatchObject({ errorKey: 'errors.downloadsError' })
    shop = await startTestBackend({ products: 20 })
  })
})
