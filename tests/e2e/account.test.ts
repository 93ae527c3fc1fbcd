import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { screenshotDir } from './support/screenshot-dir'
import { Shopper, VIEWPORTS } from './support/browser'
import { shopOn, type AddressDetails } from './support/shop-pages'
import { shopOrigin } from './support/graphql'
import { ON_REAL_STACK } from './support/real-stack'

const shopUrl = inject('shopUrl')
const backendUrl = inject('backendUrl')
const graphqlUrl = inject('graphqlUrl')

const NO_ACCOUNT = 'No account found with that username. Sign up for a new account.'
const WRONG_PASSWORD = 'Incorrect password. Please try again.'
const RESET_SENT =
  'If your email address is registered with us, you will receive an email with a link to reset your password.'

const billing = (email: string): AddressDetails => ({
  firstName: 'Ngozi',
  lastName: 'Okafor',
  address1: '12 Admiralty Way',
  city: 'Lekki',
  country: 'NG',
  state: 'LA',
  postcode: '105102',
  phone: '+234 803 123 4567',
  email,
})

/** A downloadable product in stock (the seeded digital guides). */
/**
 * A downloadable product and one that ships, both in stock: cash on delivery is not offered for a cart that ships
 * nothing (the shop's COD has "Accept for virtual orders" off), so the download is bought beside a shipped product.
 */
async function productPaths(): Promise<{ download: string; shipped: string }> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopOrigin() },
    body: JSON.stringify({
      query: `{ products(first: 100, where: { typeIn: [SIMPLE], stockStatus: [IN_STOCK] }) { nodes { slug ... on SimpleProduct { downloadable virtual } } } }`,
    }),
  })
  const body = (await response.json()) as {
    data: { products: { nodes: { slug: string; downloadable: boolean; virtual: boolean }[] } }
  }
  const download = body.data.products.nodes.find((p) => p.downloadable)
  const shipped = body.data.products.nodes.find((p) => !p.downloadable && !p.virtual)
  if (!download || !shipped)
    throw new Error('The e2e catalogue lacks a downloadable or a shipped product in stock')
  return { download: `/product/${download.slug}`, shipped: `/product/${shipped.slug}` }
}

/** The newest mail the backend's outbox holds for `email` (its reset link). */
async function resetLink(email: string): Promise<string> {
  const mails = (await (await fetch(`${backendUrl}/_outbox?to=${encodeURIComponent(email)}`)).json()) as {
    link: string
  }[]
  expect(mails.length).toBeGreaterThan(0)
  return mails[0]!.link
}

const shot = async (page: Page, name: string, size: string) => {
  await page.screenshot({ path: `${await screenshotDir()}/${name}-${size}.png`, fullPage: true })
}

describe('customer accounts', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`${size}: signs up, buys, finds the order and its download, logs out, and logs in after two refusals`, async () => {
      const page = await shopper.newPage({ viewport })
      const { account, cart, checkout } = shopOn(page)
      const username = `e2e-${size}-${Date.now().toString(36)}`
      const email = `${username}@example.com`
      const password = 'e2e-pass-1'

      // From the login form (on its way to the checkout) to the sign-up form, the redirect kept.
      await account.openWith(shopUrl, '?redirect=%2Fcheckout')
      await shot(page, 'login', size)
      await page.locator('[data-testid="register-link"]').click()
      await account.register({ username, email, password, confirmation: 'something-else' })
      await account.expectRegisterError('Passwords do not match. Please try again.')
      await shot(page, 'register', size)
      await account.register({ username, email, password })
      await account.expectAt(shopUrl, '/checkout')
      expect(await page.locator('[data-testid="header-username"]').textContent()).toBe(username)

      // A downloadable product beside one that ships, paid by card: the file is the buyer's once the order is paid
      // (cash on delivery holds an order with a download until the shop marks it paid, as WooCommerce does).
      const paths = await productPaths()
      for (const path of [paths.download, paths.shipped]) {
        await page.goto(shopUrl + path, { waitUntil: 'networkidle' })
        await cart.add()
      }
      await checkout.openForm(shopUrl)
      await checkout.fillBilling(billing(email))
      await (await checkout.payByCard()).approve()
      const order = await checkout.expectOrderReceived()

      await account.openWith(shopUrl, '?tab=orders')
      expect(await account.expectOrders(1)).toBe(`/order-summary/${order.id}`)
      await shot(page, 'account-orders', size)
      await account.openTab('downloads')
      const file = await account.expectDownloads(1)
      const download = await fetch(file)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
      await shot(page, 'account-downloads', size)

      await account.logoutFromMenu()
      await account.expectSignedOut()
      // The embedded shop offers its demo provider beside the password; the real one only the password.
      if (!ON_REAL_STACK) await page.locator('[data-testid="social-login"]').waitFor()

      await account.login(username, 'not-my-password')
      await account.expectLoginError(WRONG_PASSWORD, username)
      await account.login(`${username}-nobody`, password)
      expect(await account.expectNoAccountWithSignUpLink(NO_ACCOUNT)).toBe('/my-account?action=register')
      await shot(page, 'login-no-account', size)
      const labels = await account.loginWatchingButton(username, password)
      await account.expectSignedInAs(username)
      expect(labels).toContain('Logging you in...')
    })
  }

  it('honours ?redirect=/checkout after a login, and never an address off the site', async () => {
    const page = await shopper.newPage()
    const { account } = shopOn(page)
    await account.openWith(shopUrl, '?redirect=%2Fcheckout')
    await account.login('demo', 'demo-password')
    await account.expectAt(shopUrl, '/checkout')

    const other = await shopper.newPage()
    const guest = shopOn(other).account
    await guest.openWith(shopUrl, `?redirect=${encodeURIComponent('//evil.example/checkout')}`)
    await guest.login('ada', 'ada-password')
    await guest.expectAt(shopUrl, '/my-account')
    await guest.expectSignedInAs('ada')

    await other.goto(`${shopUrl}/my-account/lost-password`, { waitUntil: 'networkidle' })
    await other.locator('[data-testid="reset-request-form"]').waitFor()
    await shot(other, 'lost-password', 'desktop')
  })

  // The embedded backend's outbox holds the mail; a real WordPress sends it.
  it.skipIf(ON_REAL_STACK)(
    'resets a password through the outbox mail end to end; a used link is invalid',
    async () => {
      const page = await shopper.newPage({ viewport: VIEWPORTS.phone })
      const { account } = shopOn(page)
      const username = `reset-${Date.now().toString(36)}`
      const email = `${username}@example.com`
      await account.openWith(shopUrl, '?action=register')
      await account.register({ username, email, password: 'first-pass-1' })
      await account.expectSignedInAs(username)
      // A new account is welcomed as new, not "back".
      expect(await page.getByTestId('account-welcome').textContent()).toBe(
        `Welcome, ${username}. Your account has been created.`,
      )
      await account.logoutFromMenu()
      await account.expectSignedOut()

      await account.requestPasswordReset(shopUrl, email, RESET_SENT)
      await shot(page, 'lost-password-sent', 'phone')
      // An unknown address gets the very same answer.
      await account.requestPasswordReset(shopUrl, 'nobody-at-all@example.com', RESET_SENT)

      const link = await resetLink(email)
      expect(link.startsWith(`${shopUrl}/my-account/lost-password?key=`)).toBe(true)
      // A link a mail client cut short is invalid at once.
      await page.goto(link.replace(/key=(\w{12})\w+/, 'key=$1'), { waitUntil: 'networkidle' })
      await account.expectResetError('Password reset link is invalid.', true)
      expect(await page.getByTestId('new-password-form').count()).toBe(0)
      await account.setNewPassword(link, 'second-pass-1', 'second-pass-2')
      await account.expectResetError('Passwords do not match. Please try again.', false)
      await account.setNewPassword(link, 'second-pass-1')
      await account.expectSignedInAs(username)
      expect(await page.getByTestId('account-welcome').textContent()).toBe(`Welcome back, ${username}.`)

      await account.logoutFromMenu()
      // The used link says so when it opens, as WooCommerce does: no form to fill in first.
      await page.goto(link, { waitUntil: 'networkidle' })
      await account.expectResetError('Password reset link is invalid.', true)
      expect(await page.getByTestId('new-password-form').count()).toBe(0)
      await shot(page, 'lost-password-invalid', 'phone')
      await page.locator('[data-testid="request-new-link"]').click()
      await page.locator('[data-testid="reset-request-form"]').waitFor()
      await shot(page, 'lost-password', 'phone')
    },
  )

  // The simulated OAuth provider is the embedded backend's.
  it.skipIf(ON_REAL_STACK)(
    'logs in through the simulated provider, and says so when the consent is refused',
    async () => {
      const page = await shopper.newPage()
      const { account } = shopOn(page)
      await account.openWith(shopUrl, '')
      await account.socialLogin('cancel')
      await account.expectOAuthError('The sign-in was cancelled at the provider. Please try again.')

      await account.openWith(shopUrl, '?redirect=%2Fcheckout')
      await account.socialLogin({ approveAs: { login: 'ada@example.com', password: 'ada-password' } })
      await account.expectAt(shopUrl, '/checkout')
      expect(await page.locator('[data-testid="header-username"]').textContent()).toBe('ada')
    },
  )

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`${size}: personal information and the password change show their busy and result labels`, async () => {
      const page = await shopper.newPage({ viewport })
      const { account } = shopOn(page)
      const username = `prof-${size}-${Date.now().toString(36)}`
      await account.openWith(shopUrl, '?action=register')
      await account.register({ username, email: `${username}@example.com`, password: 'old-pass-1' })
      await account.expectSignedInAs(username)

      expect(
        await account.updatePersonalInfo({ firstName: 'Chiamaka', lastName: 'Eze', displayName: 'Chi' }),
      ).toEqual(['Save changes', 'Updating', 'Updated successfully'])
      // The header names the account by its username (SPEC), whatever its first name.
      expect(await page.locator('[data-testid="header-username"]').textContent()).toBe(username)
      await shot(page, 'account-personal', size)
      expect(await account.updatePersonalInfo({ email: 'ada@example.com' })).toEqual([
        'Save changes',
        'Updating',
        'Failed to update',
      ])
      expect(await account.saveReason('personal-info-save')).toMatch(/email/i)

      await account.openTab('password')
      // A confirmation that differs is the field's own message: nothing was sent, so nothing "failed to update".
      const passwordForm = page.getByTestId('password-form')
      await passwordForm.locator('input[name="current"]').fill('old-pass-1')
      await passwordForm.locator('input[name="password"]').fill('new-pass-1')
      await passwordForm.locator('input[name="confirmation"]').fill('new-pass-2')
      await page.getByTestId('password-save').click()
      await page.getByTestId('password-confirmation-error').waitFor()
      expect(await page.getByTestId('password-confirmation-error').textContent()).toBe(
        'Passwords do not match. Please try again.',
      )
      expect(await page.getByTestId('password-save').textContent()).toBe('Save changes')
      expect(await page.getByTestId('password-save').getAttribute('data-state')).toBe('idle')
      expect(await page.getByTestId('password-save-reason').count()).toBe(0)
      expect(await account.changePassword('not-it', 'new-pass-1')).toEqual([
        'Save changes',
        'Updating',
        'Failed to update',
      ])
      expect(await account.saveReason('password-save')).toBe('Your current password is incorrect.')
      expect(await account.changePassword('old-pass-1', 'new-pass-1')).toEqual([
        'Save changes',
        'Updating',
        'Updated successfully',
      ])
      await shot(page, 'account-password', size)

      await account.openTab('addresses')
      await page
        .locator('[data-testid="billing-address-form"] select[name="country"] option[value="NG"]')
        .waitFor({
          state: 'attached',
        })
      await shot(page, 'account-addresses', size)
      await account.openTab('wishlist')
      await shot(page, 'account-wishlist', size)

      // Signed in, /wishlist is the account's wishlist tab.
      await page.goto(`${shopUrl}/wishlist`)
      await account.expectAt(shopUrl, '/my-account?tab=wishlist')

      // The new password is the one that works now.
      await account.logoutFromMenu()
      await account.login(username, 'old-pass-1')
      await account.expectLoginError(WRONG_PASSWORD, username)
      await account.login(username, 'new-pass-1')
      await account.expectSignedInAs(username)
    })
  }

  it('de_DE: the login failure in German', async () => {
    const page = await shopper.newPage()
    const { account } = shopOn(page)
    await account.open(shopUrl)
    await account.switchLanguage('de_DE')
    await account.login('demo', 'falsch')
    await account.expectLoginError('Falsches Passwort. Bitte versuchen Sie es erneut.', 'demo')
    await account.login('niemand-hier', 'falsch')
    await account.expectNoAccountWithSignUpLink(
      'Mit diesem Benutzernamen wurde kein Konto gefunden. Registrieren Sie sich für ein neues Konto.',
    )
  })
})
