import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../backend/helpers'
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
    shop = await startTestBackend(20)
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
})
