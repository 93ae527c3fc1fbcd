import { mkdir } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { Shopper, VIEWPORTS } from './support/browser'
import { gqlData } from './support/graphql'
import { keepInBrowser, placeGuestOrder, type PlacedOrder } from './support/place-order'
import { AccountSteps } from './support/shop-pages'

const shopUrl = inject('shopUrl')
const graphqlUrl = inject('graphqlUrl')
const SCREENS = `${process.env.E2E_TMP || '.tmp'}/screens`

/** 80 characters: what a shopper with a long name at a long company domain really has. */
const LONG_EMAIL = 'oluwaseyifunmilayo.chukwuemeka.adebayo-okonkwo@creative-workstation-lekki.com.ng'

/**
 * Every label and value of the order's overview and totals: each one's text inside its own box, and no two texts
 * drawn over each other (the rectangles of the glyphs, as Range reports them).
 */
function clashesOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cells = [
      ...document.querySelectorAll('.order-overview dt, .order-overview dd, .order-table tfoot tr > *'),
    ]
    const texts = cells.map((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      const box = (cell.closest('.order-overview > div') ?? cell).getBoundingClientRect()
      return {
        text: cell.textContent ?? '',
        box,
        rects: [...range.getClientRects()].filter((r) => r.width > 0),
      }
    })
    const problems: string[] = []
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
    for (const t of texts)
      for (const r of t.rects)
        if (r.left < t.box.left - 0.5 || r.right > t.box.right + 0.5)
          problems.push(`"${t.text}" runs out of its box`)
    texts.forEach((a, i) =>
      texts.slice(i + 1).forEach((b) => {
        if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb))))
          problems.push(`"${a.text}" overlaps "${b.text}"`)
      }),
    )
    return problems
  })
}

async function openIn(page: Page, path: string, locale: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('locale', l), locale)
  await page.goto(shopUrl + path, { waitUntil: 'networkidle' })
  await page.waitForFunction((l) => document.documentElement.lang === l.replace('_', '-'), locale)
  await page.locator('[data-testid="order-receipt"]').waitFor({ timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
}

/** Issue 36: with an 80-character email the total ran into the "PAYMENT METHOD" label. */
describe('an order with an 80-character email', () => {
  const shopper = new Shopper()
  let guestOrder: Awaited<ReturnType<typeof placeGuestOrder>>
  let customerOrder: PlacedOrder
  const customer = { username: `long-email-${Date.now().toString(36)}`, password: 'long-email-pass-1' }

  beforeAll(async () => {
    await mkdir(SCREENS, { recursive: true })
    guestOrder = await placeGuestOrder(graphqlUrl, { billing: { email: LONG_EMAIL } })
    await gqlData(
      graphqlUrl,
      `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`,
      { input: { ...customer, email: LONG_EMAIL } },
    )
    const { login } = await gqlData<{ login: { authToken: string; sessionToken: string } }>(
      graphqlUrl,
      `mutation($username: String!, $password: String!) {
        login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
          authToken sessionToken } }`,
      customer,
    )
    customerOrder = await placeGuestOrder(graphqlUrl, { billing: { email: LONG_EMAIL }, signedIn: login })
  })
  afterAll(() => shopper.close())

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const locale of ['en_US', 'fr_FR'])
      it(`${name}, ${locale}: the order summary and the account's order details show every value apart`, async () => {
        const guest = await shopper.newPage({ viewport })
        await keepInBrowser(guest, guestOrder)
        await guest.goto(`${shopUrl}/`)
        await openIn(guest, `/order-summary/${guestOrder.databaseId}?key=${guestOrder.orderKey}`, locale)
        expect(await guest.locator('[data-testid="order-email"] dd').textContent()).toBe(LONG_EMAIL)
        await guest.screenshot({ path: `${SCREENS}/order-long-email-${name}-${locale}.png`, fullPage: true })
        expect(await clashesOn(guest)).toEqual([])

        const member = await shopper.newPage({ viewport })
        const account = new AccountSteps(member)
        await account.open(shopUrl)
        await account.login(customer.username, customer.password)
        await member.locator('[data-testid="account-welcome"]').waitFor()
        await openIn(member, `/order-summary/${customerOrder.databaseId}`, locale)
        expect(await member.locator('[data-testid="order-email"] dd').textContent()).toBe(LONG_EMAIL)
        await member.screenshot({
          path: `${SCREENS}/account-order-long-email-${name}-${locale}.png`,
          fullPage: true,
        })
        expect(await clashesOn(member)).toEqual([])
      })
})
