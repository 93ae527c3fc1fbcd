import { mkdir, readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { AccountSteps } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const SCREENS = `${process.env.E2E_TMP || '.tmp'}/screens`
const texts = async (locale: string) =>
  JSON.parse(await readFile(`locales/shop/${locale}.json`, 'utf8')) as {
    checkout: { fields: Record<string, string>; chooseState: string }
  }

const form = (page: Page, kind: 'billing' | 'shipping') =>
  page.locator(`[data-testid="${kind}-address-form"]`)
/** A field's control by its autofill token (`billing address-level1`, whatever section prefix the form adds). */
const control = (scope: Locator, token: string) => scope.locator(`[autocomplete$=" ${token}"]`)
/** The fields both addresses have, in WooCommerce's order, by their autofill token. */
const SHARED = [
  'given-name',
  'family-name',
  'organization',
  'country',
  'address-line1',
  'address-line2',
  'address-level2',
  'address-level1',
  'postal-code',
]

async function openAddresses(page: Page, locale: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale)
  await page.goto(`${shopUrl}/my-account?tab=addresses`, { waitUntil: 'networkidle' })
  await page.waitForFunction((l) => document.documentElement.lang === l.replace('_', '-'), locale)
  await form(page, 'shipping').waitFor()
  await page.evaluate(() => document.fonts.ready)
}

async function newAccount(page: Page): Promise<void> {
  const account = new AccountSteps(page)
  await account.openWith(shopUrl, '?action=register')
  const username = `addresses-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  await account.register({ username, email: `${username}@example.com`, password: 'addresses-pass-1' })
  await page.locator('[data-testid="account-welcome"]').waitFor()
}

const selectedText = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')

/**
 * Issue 36: the account's address forms are the checkout's address fields — the shop's base country for a new
 * account, the states list with names, the same labels and the same two-column rows.
 */
describe('the account’s address forms', () => {
  const shopper = new Shopper()
  afterAll(() => shopper.close())

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const locale of ['en_US', 'fr_FR'])
      it(`${name}, ${locale}: a new account starts in Nigeria with its states by name, laid out as the checkout`, async () => {
        const { checkout } = await texts(locale)
        const page = await shopper.newPage({ viewport })
        await newAccount(page)
        await openAddresses(page, locale)
        for (const which of ['billing', 'shipping'] as const) {
          const country = control(form(page, which), 'country')
          await expect.poll(() => country.inputValue()).toBe('NG')
          const state = control(form(page, which), 'address-level1')
          expect(await state.evaluate((el) => el.tagName)).toBe('SELECT')
          await expect.poll(() => state.locator('option[value="LA"]').textContent()).toBe('Lagos')
          expect(await selectedText(state)).toBe(checkout.chooseState)
          expect(await form(page, which).locator('label').first().textContent()).toContain(
            checkout.fields.firstName,
          )
        }
        await mkdir(SCREENS, { recursive: true })
        await page.screenshot({ path: `${SCREENS}/account-addresses-${name}-${locale}.png`, fullPage: true })

        const top = async (which: 'billing' | 'shipping', token: string) =>
          (await control(form(page, which), token).boundingBox())!.y
        if (name === 'desktop') {
          // Side by side, each row level with the other column's; names and town/state in two half columns.
          for (const token of SHARED)
            expect(
              Math.abs((await top('billing', token)) - (await top('shipping', token))),
              token,
            ).toBeLessThan(1)
          for (const which of ['billing', 'shipping'] as const) {
            expect(await top(which, 'family-name')).toBe(await top(which, 'given-name'))
            expect(await top(which, 'address-level1')).toBe(await top(which, 'address-level2'))
          }
        } else {
          const billing = (await form(page, 'billing').boundingBox())!
          expect((await form(page, 'shipping').boundingBox())!.y).toBeGreaterThanOrEqual(
            billing.y + billing.height,
          )
        }
      })

  it('saves the state chosen from the list and shows it by name after a reload', async () => {
    const page = await shopper.newPage({ viewport: VIEWPORTS.desktop })
    await newAccount(page)
    await openAddresses(page, 'en_US')
    const billing = form(page, 'billing')
    // The checkout's required fields are required here too.
    for (const [token, value] of [
      ['given-name', 'Aisha'],
      ['family-name', 'Bello'],
      ['address-line1', '7 Bompai Road'],
      ['address-level2', 'Kano'],
      ['tel', '08035550123'],
    ])
      await control(billing, token!).fill(value!)
    await control(billing, 'address-level1').selectOption('KN')
    await billing.locator('[data-testid="billing-address-save"]').click()
    await expect
      .poll(() => billing.locator('[data-testid="billing-address-save"]').textContent())
      .toContain('Updated')
    await openAddresses(page, 'en_US')
    await expect.poll(() => control(form(page, 'billing'), 'address-level1').inputValue()).toBe('KN')
    expect(await selectedText(control(form(page, 'billing'), 'address-level1'))).toBe('Kano')
    expect(await control(form(page, 'billing'), 'country').inputValue()).toBe('NG')
  })
})
