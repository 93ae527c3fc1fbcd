// The payment client in Chromium against the embedded backend's simulator: the real iframe, the real message
// protocol between the shop's page and the provider's checkout page, and the provider's records afterwards.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Shopper, VIEWPORTS } from '../../e2e/support/browser'
import { DEV_PUBLIC_KEY, startPaymentBackend } from './payment-support'

let sim: Awaited<ReturnType<typeof startPaymentBackend>>
let shopServer: Server
let shopOrigin: string
const shopper = new Shopper()

beforeAll(async () => {
  sim = await startPaymentBackend()
  const bundle = await build({
    entryPoints: ['src/features/payment/payment-client.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'PaymentLib',
    write: false,
    target: 'es2022',
  })
  const script = bundle.outputFiles[0]!.text
  // The shop's page: the client bundle, and a function that starts a payment and records what it reports.
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>shop</title></head><body><h1>Checkout</h1>
<script src="/payment.js"></script><script>
window.reported = []
window.client = PaymentLib.createPaymentClient({ apiUrl: ${JSON.stringify(sim.api)}, checkoutUrl: ${JSON.stringify(`${sim.backend.origin}/_payment/checkout`)} })
window.pay = (amount) => window.client.newTransaction({
  key: ${JSON.stringify(DEV_PUBLIC_KEY)}, email: 'ada@example.com', amount, currency: 'NGN',
  onLoad: (r) => reported.push(['load', r.id]),
  onSuccess: (r) => reported.push(['success', r.reference]),
  onCancel: () => reported.push(['cancel']),
  onBankTransferConfirmationPending: () => reported.push(['pending']),
  onError: (e) => reported.push(['error', e.message]),
}).then((tx) => { window.tx = tx; return tx.response.reference }, (e) => { reported.push(['thrown', e.message]); return null })
// A provider whose transactions offer the vault (saved instruments) and the wallet channel, and a page that says it
// is on https with a wallet whose button script cannot load: the pre-checkout modal's paths.
window.vaultFetch = async (url, init) => {
  const response = await fetch(url, init)
  if (!String(url).endsWith('/checkout/request_inline')) return response
  const body = await response.json()
  if (body.data) {
    body.data.link_config = { enabled: true, has_payment_instruments: true }
    body.data.channels = [...body.data.channels, 'apple_pay']
  }
  return new Response(JSON.stringify(body), { status: response.status })
}
window.walletWindow = {
  document, navigator, location: { href: location.href, protocol: 'https:' },
  addEventListener: window.addEventListener.bind(window), removeEventListener: window.removeEventListener.bind(window),
  setTimeout: window.setTimeout.bind(window),
}
window.walletPort = {
  isAvailable: (version) => version === 6,
  loadButtonSdk: () => Promise.reject(new Error('blocked')),
  createSession: (version, request) => {
    reported.push(['wallet-request', request])
    const session = {
      onvalidatemerchant: null, onpaymentauthorized: null, oncancel: null,
      completeMerchantValidation: () => {}, completePayment: () => {}, abort: () => reported.push(['aborted']),
      begin: () => setTimeout(() => session.onvalidatemerchant({ validationURL: 'https://wallet.example/validate' }), 0),
    }
    return session
  },
}
window.checkoutWith = (extra) => PaymentLib.createPaymentClient({
  apiUrl: ${JSON.stringify(sim.api)}, checkoutUrl: ${JSON.stringify(`${sim.backend.origin}/_payment/checkout`)},
  fetch: window.vaultFetch, ...extra,
}).checkout({
  key: ${JSON.stringify(DEV_PUBLIC_KEY)}, email: 'ada@example.com', amount: 765400, currency: 'NGN',
  onSuccess: (r) => reported.push(['success', r.reference]),
  onCancel: () => reported.push(['cancel']),
}).then((tx) => tx.response.reference)
</script></body></html>`
  shopServer = createServer((req, res) => {
    if (req.url === '/payment.js')
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    res.writeHead(200, { 'content-type': 'text/html' }).end(page)
  })
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve))
  shopOrigin = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await shopper.close()
  await new Promise((resolve) => shopServer.close(resolve))
  await sim.close()
})

async function openShop(viewport: { width: number; height: number }) {
  const page = await shopper.newPage({ viewport })
  await page.goto(shopOrigin)
  return page
}
const checkoutFrame = (page: Page) => page.frameLocator('iframe[src*="/_payment/checkout/"]')
const reported = (page: Page) =>
  page.evaluate(() => (window as unknown as { reported: unknown[][] }).reported)

describe.each(Object.entries(VIEWPORTS))('the payment popup on %s', (_name, viewport) => {
  it('pay: the checkout page reports success to the shop, and the provider holds the payment and its log', async () => {
    const page = await openShop(viewport)
    const reference = await page.evaluate(() =>
      (window as unknown as { pay(a: number): Promise<string> }).pay(150000),
    )
    const frame = checkoutFrame(page)
    await frame.getByRole('button', { name: 'Pay ₦1,500.00' }).waitFor()
    expect(await page.locator('iframe').getAttribute('id')).toMatch(/^[A-Za-z0-9]{5}$/)
    if (process.env.PAYMENT_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.PAYMENT_SCREENSHOTS}/popup-${_name}.png` })
    await frame.getByRole('button', { name: 'Pay ₦1,500.00' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['success', reference])
    const events = await reported(page)
    expect(events[0]![0]).toBe('load')
    await expect.poll(() => page.locator('iframe').count()).toBe(0)
    await expect.poll(async () => (await sim.verify(reference)).body.data.log?.success).toBe(true)
    const data = (await sim.verify(reference)).body.data
    expect(data).toMatchObject({ status: 'success', amount: 150000, currency: 'NGN' })
    expect(data.ip_address).toMatch(/127\.0\.0\.1/)
  })

  it('cancel: the shop hears cancel, the provider records it abandoned', async () => {
    const page = await openShop(viewport)
    const reference = await page.evaluate(() =>
      (window as unknown as { pay(a: number): Promise<string> }).pay(2000),
    )
    await checkoutFrame(page).getByRole('button', { name: 'Cancel payment' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['cancel'])
    expect((await sim.verify(reference)).body.data.status).toBe('abandoned')
    // Paying again with identical parameters reuses the abandoned transaction.
    const again = await page.evaluate(() =>
      (window as unknown as { pay(a: number): Promise<string> }).pay(2000),
    )
    expect(again).toBe(reference)
  })

  it('bank transfer: pending is reported and the popup closes', async () => {
    const page = await openShop(viewport)
    const reference = await page.evaluate(() =>
      (window as unknown as { pay(a: number): Promise<string> }).pay(3000),
    )
    await checkoutFrame(page).getByRole('button', { name: 'Pay by bank transfer' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['pending'])
    expect((await sim.verify(reference)).body.data.status).toBe('pending')
  })

  it('a declined card is only logged; the shopper may pay after', async () => {
    const page = await openShop(viewport)
    const reference = await page.evaluate(() =>
      (window as unknown as { pay(a: number): Promise<string> }).pay(4000),
    )
    const frame = checkoutFrame(page)
    await frame.getByRole('button', { name: 'Simulate a declined card' }).click()
    await expect.poll(() => frame.getByRole('status').textContent()).toBe('Declined')
    expect(await reported(page)).not.toContainEqual(expect.arrayContaining(['error']))
    await frame.getByRole('button', { name: 'Pay ₦40.00' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['success', reference])
  })
})

describe.each(Object.entries(VIEWPORTS))('the pre-checkout modal on %s', (name, viewport) => {
  it('offers Pay with Vault and More payment options; the vault opens the checkout told to use saved cards', async () => {
    const page = await openShop(viewport)
    const reference = await page.evaluate(() =>
      (window as unknown as { checkoutWith(e: object): Promise<string> }).checkoutWith({}),
    )
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain('NGN 7654.00')
    expect(await dialog.getByRole('button').allTextContents()).toEqual([
      'Pay with Vault',
      'More payment options',
    ])
    if (process.env.PAYMENT_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.PAYMENT_SCREENSHOTS}/modal-${name}.png` })
    await dialog.getByRole('button', { name: 'Pay with Vault' }).click()
    const frame = checkoutFrame(page)
    await expect.poll(() => frame.getByText('Paying with your saved card.').isVisible()).toBe(true)
    await expect.poll(() => dialog.count()).toBe(0)
    await frame.getByRole('button', { name: 'Pay ₦7,654.00' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['success', reference])
  })

  it('with a wallet: a plain wallet button when its script fails, and the wallet error text when paying fails', async () => {
    const page = await openShop(viewport)
    await page.evaluate(() => {
      const w = window as unknown as {
        checkoutWith(e: object): Promise<string>
        walletWindow: object
        walletPort: object
      }
      return w.checkoutWith({ window: w.walletWindow, wallet: w.walletPort })
    })
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.getByRole('button').allTextContents())
      .toEqual(['Pay with Vault', 'Pay with Apple Pay', 'Use other payment methods'])
    const walletButton = dialog.getByRole('button', { name: 'Pay with Apple Pay' })
    expect(await walletButton.evaluate((el) => getComputedStyle(el).height)).toBe('42px')
    await walletButton.click()
    // The simulator offers no wallet session: the validation fails and the modal says so.
    await expect
      .poll(() =>
        dialog
          .getByRole('alert')
          .textContent({ timeout: 500 })
          .catch(() => null),
      )
      .toBe(
        '⚠ An error occurred while paying with Apple Pay. Please try again or use another payment method.',
      )
    const request = (await reported(page)).find((entry) => entry[0] === 'wallet-request')![1]
    expect(request).toMatchObject({
      countryCode: 'NG',
      currencyCode: 'NGN',
      supportedNetworks: ['visa', 'masterCard'],
      total: { amount: '7654.00' },
    })
    if (process.env.PAYMENT_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.PAYMENT_SCREENSHOTS}/wallet-error-${name}.png` })
    await dialog.getByRole('button', { name: 'Use other payment methods' }).click()
    await checkoutFrame(page).getByRole('button', { name: 'Cancel payment' }).click()
    await expect.poll(() => reported(page)).toContainEqual(['cancel'])
  })
})

describe('the message bridge in a browser', () => {
  it('a message from another window at another origin does not pay', async () => {
    const page = await openShop(VIEWPORTS.desktop)
    await page.evaluate(() => (window as unknown as { pay(a: number): Promise<string> }).pay(5000))
    await page.evaluate(() =>
      window.postMessage({ event: 'success', data: { reference: 'forged', id: 1 } }, '*'),
    )
    await page.waitForTimeout(200)
    expect(await reported(page)).not.toContainEqual(['success', 'forged'])
    expect(await page.evaluate(() => (window as unknown as { tx: { phase: string } }).tx.phase)).toBe('open')
  })

  it('a refused key reaches onError with the provider message and throws', async () => {
    const page = await openShop(VIEWPORTS.desktop)
    await page.evaluate(() => {
      const w = window as unknown as {
        client: { newTransaction(p: unknown): Promise<unknown> }
        reported: unknown[][]
      }
      return w.client
        .newTransaction({
          key: 'pk_test_wrong',
          email: 'a@b.co',
          amount: 100,
          onError: (e: { message: string; status: boolean }) =>
            w.reported.push(['error', e.message, e.status]),
        })
        .catch((e: Error) => w.reported.push(['thrown', e.message]))
    })
    expect(await reported(page)).toEqual([
      ['error', 'Invalid key', false],
      ['thrown', 'Invalid key'],
    ])
  })
})
