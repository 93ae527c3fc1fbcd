// A merchant's page on its own loopback origin that loads Paystack's published SDK, unmodified except for its two
// hosts (pointSdkAt, as the storefront's build does), and records what the SDK reports to the merchant.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { chromium, type Browser, type Page } from 'playwright-core'
import { pointSdkAt } from '../../scripts/vite/paystack-sdk-hosts'
import { CHROMIUM_FLAGS } from '../../tests/e2e/support/browser'

const require = createRequire(import.meta.url)

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>merchant</title></head>
<body><h1>Merchant checkout</h1><script type="module">
import PaystackPop from '/inline.js'
window.PaystackPop = PaystackPop
window.events = []
window.record = () => ({
  onLoad: (data) => events.push(['load', data]),
  onSuccess: (data) => events.push(['success', data]),
  onCancel: () => events.push(['cancel']),
  onBankTransferConfirmationPending: () => events.push(['pending']),
  onError: (error) => events.push(['error', error && error.message]),
})
window.sdkReady = true
</script></body></html>`

export async function startMerchantPage(hosts: { apiUrl: string; checkoutUrl: string }) {
  const source = readFileSync(require.resolve('@paystack/inline-js/es/inline.js'), 'utf8')
  const sdk = pointSdkAt(source, hosts)
  const server = createServer((req, res) => {
    if (req.url === '/inline.js')
      return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(sdk)
    if (req.url === '/')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  })

/** What the SDK reported to the merchant's callbacks, in order: `[name, data?]`. */
export type Reported = Array<[string, unknown?]>

export async function openMerchantPage(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${origin}/`)
  await page.waitForFunction('window.sdkReady === true')
  return page
}

export const reported = (page: Page) => page.evaluate('window.events') as Promise<Reported>
export const names = async (page: Page) => (await reported(page)).map(([name]) => name)

/** The simulator's checkout, as the SDK framed it. */
export const checkoutFrame = (page: Page) => page.frameLocator('iframe[id^="inline-checkout-"]')
