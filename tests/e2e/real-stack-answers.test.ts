import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { recordedCase, type RecordedCase } from '../support/recorded-cases'
import { Shopper } from './support/browser'
import { screenshotDir } from './support/screenshot-dir'
import { shopOn } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')

/**
 * What the shopper sees where a real WooCommerce answers differently from the embedded backend: the GraphQL
 * requests named by a recorded case get that case's answer (status and body), every other request goes to the
 * embedded backend. In the default locale and in German.
 */
async function answerAsRecorded(
  page: Page,
  caseNames: string[],
  change: (body: RecordedCase['body']) => void = () => undefined,
): Promise<void> {
  const cases = new Map(
    caseNames.map((name) => {
      const recorded = recordedCase(name)
      change(recorded.body)
      return [recorded.operationName, recorded]
    }),
  )
  await page.route(graphqlUrl, async (route) => {
    const request = route.request()
    const operation =
      request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string }) : {}
    const recorded = operation.operationName ? cases.get(operation.operationName) : undefined
    if (!recorded) return route.continue()
    await route.fulfill({
      status: recorded.status,
      contentType: 'application/json',
      headers: {
        'access-control-allow-origin': new URL(shopUrl).origin,
        'access-control-allow-credentials': 'true',
      },
      body: JSON.stringify(recorded.body),
    })
  })
}

const withLocale = (page: Page, locale: string) =>
  page.addInitScript((l) => localStorage.setItem('locale', l), locale)

describe('answers of a real WooCommerce, as the shopper sees them', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  it.each([
    ['en_US', 'Product not found'],
    ['de_DE', 'Produkt nicht gefunden'],
  ])(
    '%s: an unknown product URL (getProduct-unknown-slug-nodebug) is a not-found, not Error 503',
    async (locale, heading) => {
      const page = await shopper.newPage()
      await withLocale(page, locale)
      await answerAsRecorded(page, ['getProduct-unknown-slug-nodebug'])
      await page.goto(`${shopUrl}/product/no-such-product-xyz`, { waitUntil: 'networkidle' })
      const title = page.locator('[data-testid="error-page"] h1')
      await title.waitFor()
      expect(await title.textContent()).toBe(heading)
      expect(await page.locator('[data-testid="error-page"]').textContent()).not.toContain('503')
      await page.screenshot({ path: `${await screenshotDir()}/unknown-product-${locale}.png` })
    },
  )

  /** The login form refused as recorded in login-wrong-password-nodebug (changed by `change`); its error line. */
  async function refusedLogin(locale: string, change?: (body: RecordedCase['body']) => void) {
    const page = await shopper.newPage()
    await withLocale(page, locale)
    await answerAsRecorded(page, ['login-wrong-password-nodebug'], change)
    const { account } = shopOn(page)
    await account.open(shopUrl)
    await account.login('demo@example.com', 'not-the-password')
    const error = page.locator('[data-testid="login-error"]')
    await error.waitFor()
    return { page, error }
  }

  // A production shop (debug off) with the companion plugin tells why (its extensions.code): the SPEC's words.
  it.each([
    ['en_US', 'Incorrect password. Please try again.'],
    ['de_DE', 'Falsches Passwort. Bitte versuchen Sie es erneut.'],
  ])(
    '%s: a wrong password on a production shop (login-wrong-password-nodebug) says so',
    async (locale, message) => {
      const { error } = await refusedLogin(locale)
      expect(await error.textContent()).toContain(message)
      expect(await error.textContent()).not.toContain('could not be logged in')
    },
  )

  // The same answer without the code: a shop whose plugin setting is off (or without the plugin).
  it.each([
    ['en_US', 'The email address, username or password is not right.', 'Forgot your password?'],
    [
      'de_DE',
      'Die E-Mail-Adresse, der Benutzername oder das Passwort ist nicht richtig.',
      'Passwort vergessen?',
    ],
  ])(
    '%s: a login refused without a reason says so, with the ways on',
    async (locale, message, lostPassword) => {
      const { page, error } = await refusedLogin(locale, (body) => {
        for (const e of body.errors ?? []) delete e.extensions
      })
      expect(await error.textContent()).toContain(message)
      expect(await error.textContent()).not.toContain('could not be logged in')
      expect(await error.locator('a[href="/my-account/lost-password"]').textContent()).toBe(lostPassword)
      expect(await error.locator('[data-testid="signup-link"]').count()).toBe(1)
      await page.screenshot({ path: `${await screenshotDir()}/login-not-right-${locale}.png` })
    },
  )
})
