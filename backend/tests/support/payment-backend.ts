// A backend for the payment tests with the payment simulator beside it (as in development: the backend verifies
// with the simulator's API, the simulator delivers webhooks to the backend), and calls as the popup and a merchant.
import { startPaymentSimulator, type PaymentSimulator } from '../../../payment-simulator/src/index'
import { requestJson } from '../../../payment-simulator/tests/support'
import { DEV_PUBLIC_KEY, DEV_SECRET_KEY } from '../../src/payment/payment-settings'
import { BILLING, CART_FIELDS, koboOf } from './shop-documents'
import { startTestBackend, type ShopClient, type TestBackendOptions } from './test-backend'

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

/**
 * A transaction of `amount` kobo opened as the checkout's popup would and brought to `outcome` on the simulator's
 * page (`pending`: a bank transfer the provider awaits); answers its reference.
 */
export async function simulatorPayment(
  simulator: Pick<PaymentSimulator, 'apiUrl' | 'checkoutUrl'>,
  amount: number,
  outcome: 'success' | 'pending' | 'failed' | 'abandoned',
  email = 'ada@example.com',
): Promise<string> {
  const opened = await requestJson(simulator.apiUrl, 'POST', 'checkout/request_inline', {
    body: { key: DEV_PUBLIC_KEY, email, amount, currency: 'NGN' },
  })
  const { access_code: accessCode, reference } = opened.body.data as {
    access_code: string
    reference: string
  }
  const charged = await fetch(`${simulator.checkoutUrl}charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessCode, outcome }),
  })
  if (!charged.ok) throw new Error(`The simulator refused the ${outcome} charge (HTTP ${charged.status})`)
  return reference
}

/** The transfer's account expiring unpaid at the simulator: the transaction ends abandoned. */
export async function expireTransfer(simulator: Pick<PaymentSimulator, 'apiUrl'>, reference: string) {
  const expired = await requestJson(simulator.apiUrl, 'POST', `simulator/transfers/${reference}/expire`, {
    headers: { authorization: `Bearer ${DEV_SECRET_KEY}` },
  })
  if (expired.status !== 200) throw new Error(`expireTransfer(${reference}): HTTP ${expired.status}`)
}

/**
 * Gives the client's customer the checkout's billing region (so the cart's total includes its shipping and tax) and
 * answers that total in kobo: what a card payment for the cart must be.
 */
export async function checkoutTotalKobo(client: ShopClient): Promise<number> {
  const region = { state: BILLING.state, country: BILLING.country }
  await client.ok(
    `mutation($b: CustomerAddressInput) { updateCustomer(input: { billing: $b, shipping: $b }) { customer { id } } }`,
    { b: region },
  )
  return koboOf((await client.ok(`{ cart { ${CART_FIELDS} } }`)).cart.rawTotal)
}
