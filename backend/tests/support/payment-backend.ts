// A backend for the payment tests with the payment simulator beside it (as in development: the backend verifies
// with the simulator's API, the simulator delivers webhooks to the backend), and calls as the popup and a merchant.
import { startPaymentSimulator } from '../../../payment-simulator/src/index'
import { requestJson } from '../../../payment-simulator/tests/support'
import { DEV_PUBLIC_KEY, DEV_SECRET_KEY } from '../../src/payment/payment-settings'
import { startTestBackend, type TestBackendOptions } from './test-backend'

export { DEV_PUBLIC_KEY, DEV_SECRET_KEY }

export async function startPaymentBackend(extra: TestBackendOptions = {}) {
  const simulator = await startPaymentSimulator({ log: () => {} })
  const shop = await startTestBackend({
    products: 4,
    ...extra,
    payment: { providerApiUrl: simulator.apiUrl, ...extra.payment },
  })
  const { backend } = shop
  simulator.setWebhookUrl(`${backend.origin}/payment/webhook`)
  const call = (
    method: string,
    route: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ) => requestJson(simulator.apiUrl, method, route, opts)
  const inline = (body: Record<string, unknown> = {}) =>
    call('POST', 'checkout/request_inline', {
      body: { key: DEV_PUBLIC_KEY, email: 'ada@example.com', amount: 150000, currency: 'NGN', ...body },
    })
  /** A button of the simulator's checkout page. */
  const charge = async (accessCode: string, outcome: string) => {
    const response = await fetch(`${simulator.checkoutUrl}charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessCode, outcome }),
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any }
  }
  const verify = (reference: string, key = DEV_SECRET_KEY) =>
    call('GET', `transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { authorization: `Bearer ${key}` },
    })
  return {
    backend,
    simulator,
    dataDir: shop.dataDir,
    api: simulator.apiUrl.replace(/\/$/, ''),
    call,
    inline,
    charge,
    verify,
    close: async () => {
      await Promise.all([shop.close(), simulator.close()])
    },
  }
}
