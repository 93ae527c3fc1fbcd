// Paystack's published SDK (@paystack/inline-js, unmodified but for its hosts) in Chromium, against the simulator:
// every way a merchant starts a payment reaches onLoad and onSuccess, and the merchant's server then verifies it.
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  checkoutFrame,
  launchChromium,
  names,
  openMerchantPage,
  reported,
  startMerchantPage,
} from './sdk-page'
import { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY, startTestSimulator, startWebhookReceiver } from './support'

let t: Awaited<ReturnType<typeof startTestSimulator>>
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>
let merchant: Awaited<ReturnType<typeof startMerchantPage>>
let browser: Browser
let page: Page

beforeAll(async () => {
  webhook = await startWebhookReceiver()
  t = await startTestSimulator({ webhookUrl: webhook.url })
  merchant = await startMerchantPage({ apiUrl: t.sim.apiUrl, checkoutUrl: t.sim.checkoutUrl })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await merchant?.close()
  await t?.close()
  await webhook?.close()
})
afterEach(async () => {
  await page?.close()
})

const AMOUNT = 123_456_700
let counter = 0
const newRef = (name: string) => `${name}-${Date.now()}-${++counter}`

/** Runs `code` in the merchant page with `args` bound as JSON (callbacks cannot cross into the page otherwise). */
const run = (code: string, args: Record<string, unknown> = {}) =>
  page.evaluate(`(async (args) => { ${code} })(${JSON.stringify(args)})`)

const waitFor = (name: string) => expect.poll(() => names(page), { timeout: 15_000 }).toContain(name)

const press = (outcome: string) => checkoutFrame(page).locator(`button[data-outcome="${outcome}"]`).click()

async function expectPaidAndVerified(reference: string, amount = AMOUNT) {
  await waitFor('load')
  await expect.poll(() => checkoutFrame(page).locator('body').getAttribute('data-reference')).toBe(reference)
  await press('success')
  await waitFor('success')
  const success = (await reported(page)).find(([name]) => name === 'success')![1]
  expect(success).toMatchObject({ reference, status: 'success', message: 'Approved', trxref: reference })
  const verified = await t.verify(reference)
  expect(verified.body).toMatchObject({
    status: true,
    data: { status: 'success', reference, amount, currency: 'NGN' },
  })
  expect(await names(page)).toEqual(['load', 'success'])
}

describe('each way to start a payment reaches onLoad, onSuccess and a verified success', () => {
  it.each(['reference', 'ref'])(
    'new PaystackPop().newTransaction({key, email, amount, %s})',
    async (field) => {
      page = await openMerchantPage(browser, merchant.origin)
      const reference = newRef(`new-${field}`)
      await run(
        `window.popup = new PaystackPop()
       popup.newTransaction({ key: args.key, email: 'ada@example.com', amount: args.amount, currency: 'NGN',
         [args.field]: args.reference, metadata: { order: 42 }, firstName: 'Ada', lastName: 'Obi', ...record() })`,
        { key: DEFAULT_PUBLIC_KEY, amount: AMOUNT, field, reference },
      )
      await waitFor('load')
      const load = (await reported(page))[0]![1] as Record<string, unknown>
      expect(load).toMatchObject({
        id: expect.any(Number),
        accessCode: expect.stringMatching(/^[0-9a-f]{24}$/),
      })
      expect(load.customer).toMatchObject({ email: 'ada@example.com' })
      await expect
        .poll(() => checkoutFrame(page).locator('button[data-outcome="success"]').textContent())
        .toBe('Pay ₦1,234,567.00')
      await expectPaidAndVerified(reference)
      const metadata = (await t.verify(reference)).body.data.metadata
      expect(metadata).toMatchObject({ order: 42, referrer: `${merchant.origin}/` })
    },
  )

  it('checkout({...}): the merchant page creates the transaction through the API (CORS), then the popup opens', async () => {
    page = await openMerchantPage(browser, merchant.origin)
    const reference = newRef('checkout')
    const returned = await run(
      `window.popup = new PaystackPop()
       const tx = await popup.checkout({ key: args.key, email: 'ada@example.com', amount: args.amount,
         reference: args.reference, ...record() })
       return { reference: tx.response.reference, accessCode: tx.accessCode }`,
      { key: DEFAULT_PUBLIC_KEY, amount: AMOUNT, reference },
    )
    expect(returned).toMatchObject({ reference })
    await expectPaidAndVerified(reference)
    // The SDK reported the page's address and its log to the API with the public key.
    const verified = (await t.verify(reference)).body.data
    expect(verified.ip_address).toMatch(/127\.0\.0\.1/)
  })

  it('resumeTransaction(accessCode) after the merchant server initialized the transaction', async () => {
    const reference = newRef('resume')
    const initialized = await t.call('POST', 'transaction/initialize', {
      headers: { authorization: `Bearer ${DEFAULT_SECRET_KEY}` },
      body: { email: 'bola@example.com', amount: 5_000_000, reference },
    })
    const accessCode = initialized.body.data.access_code
    page = await openMerchantPage(browser, merchant.origin)
    await run(`window.popup = new PaystackPop(); popup.resumeTransaction(args.accessCode, record())`, {
      accessCode,
    })
    await waitFor('load')
    expect((await reported(page))[0]![1]).toMatchObject({ accessCode })
    await expectPaidAndVerified(reference, 5_000_000)
  })
})

describe('other endings', () => {
  const open = async (reference: string) => {
    page = await openMerchantPage(browser, merchant.origin)
    await run(
      `window.popup = new PaystackPop()
       popup.newTransaction({ key: args.key, email: 'ada@example.com', amount: 250000, reference: args.reference,
         ...record() })`,
      { key: DEFAULT_PUBLIC_KEY, reference },
    )
    await waitFor('load')
  }

  it('cancel: onCancel, and the transaction stays abandoned', async () => {
    const reference = newRef('cancel')
    await open(reference)
    await press('abandoned')
    await waitFor('cancel')
    expect(await names(page)).toEqual(['load', 'cancel'])
    expect((await t.verify(reference)).body.data.status).toBe('abandoned')
  })

  it('bank transfer: onCancel then onBankTransferConfirmationPending; the bank confirms later', async () => {
    const reference = newRef('transfer')
    await open(reference)
    await press('pending')
    await waitFor('pending')
    expect(await names(page)).toEqual(['load', 'cancel', 'pending'])
    expect((await t.verify(reference)).body.data.status).toBe('pending')
    const before = webhook.received.length
    await t.sim.confirmTransfer(reference)
    expect((await t.verify(reference)).body.data).toMatchObject({ status: 'success', amount: 250000 })
    expect(webhook.received.slice(before).map((hook) => JSON.parse(hook.body).data.reference)).toEqual([
      reference,
    ])
  })

  it('a declined card leaves the sheet open; the shopper then pays', async () => {
    const reference = newRef('declined')
    await open(reference)
    await press('failed')
    await expect.poll(() => checkoutFrame(page).locator('.status').textContent()).toBe('Declined')
    expect((await t.verify(reference)).body.data.status).toBe('failed')
    await press('success')
    await waitFor('success')
    expect(await names(page)).toEqual(['load', 'success'])
    expect((await t.verify(reference)).body.data.status).toBe('success')
  })

  it('a bad key: onError with the API message (newTransaction and checkout)', async () => {
    page = await openMerchantPage(browser, merchant.origin)
    await run(
      `window.popup = new PaystackPop()
       popup.newTransaction({ key: 'pk_test_wrong', email: 'ada@example.com', amount: 1000, ...record() })`,
    )
    await waitFor('error')
    expect(await reported(page)).toEqual([['error', 'Invalid key']])
    await expect.poll(() => checkoutFrame(page).locator('.status').textContent()).toBe('Invalid key')
    const thrown = await run(
      `const other = new PaystackPop()
       return other.checkout({ key: 'pk_test_wrong', email: 'ada@example.com', amount: 1000, ...record() })
         .then(() => 'resolved', (error) => error.message)`,
    )
    expect(thrown).toBe('Invalid key')
    expect(await reported(page)).toEqual([
      ['error', 'Invalid key'],
      ['error', 'Invalid key'],
    ])
  })
})

describe('the handshake and the life of one popup', () => {
  it('inline:url sent before the frame loaded is lost, and the page still loads the transaction', async () => {
    page = await openMerchantPage(browser, merchant.origin)
    const reference = newRef('race')
    // Synchronously after the constructor: the checkout frame cannot have loaded, so only the resend after
    // loaded:checkout can reach it.
    await run(
      `const popup = new PaystackPop()
       const loaded = popup.checkoutIframe.contentWindow.location.href
       popup.newTransaction({ key: args.key, email: 'ada@example.com', amount: 999900, reference: args.reference,
         ...record() })
       window.frameWasBlank = loaded === 'about:blank'`,
      { key: DEFAULT_PUBLIC_KEY, reference },
    )
    expect(await run('return window.frameWasBlank')).toBe(true)
    await expectPaidAndVerified(reference, 999900)
  })

  it('one popup page hosts one transaction after another (a second one right after the first closed)', async () => {
    page = await openMerchantPage(browser, merchant.origin)
    const first = newRef('first')
    const second = newRef('second')
    const start = (reference: string) =>
      run(
        `window.popup = window.popup || new PaystackPop()
         popup.newTransaction({ key: args.key, email: 'ada@example.com', amount: 120000, reference: args.reference,
           ...record() })`,
        { key: DEFAULT_PUBLIC_KEY, reference },
      )
    await start(first)
    await expectPaidAndVerified(first, 120000)
    // Within the 300 ms before the SDK tells the page "close" about the first one.
    await start(second)
    await expect.poll(() => names(page)).toEqual(['load', 'success', 'load'])
    await page.waitForTimeout(500)
    await expect.poll(() => checkoutFrame(page).locator('body').getAttribute('data-reference')).toBe(second)
    await press('success')
    await expect.poll(() => names(page)).toEqual(['load', 'success', 'load', 'success'])
    expect((await t.verify(second)).body.data).toMatchObject({ status: 'success', amount: 120000 })
    expect(await page.locator('iframe[id^="inline-checkout-"]').count()).toBe(1)
  })
})

describe('the checkout page on its own', () => {
  it('opened directly, it only says it is the simulated checkout', async () => {
    page = await browser.newPage()
    await page.goto(`${t.sim.checkoutUrl}popup?precheckout=true`)
    expect(await page.locator('.direct').isVisible()).toBe(true)
    expect(await page.locator('.direct').textContent()).toContain('simulated checkout')
    expect(await page.locator('.sheet').isVisible()).toBe(false)
  })
})
