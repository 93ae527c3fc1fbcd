import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook, SIGNATURE_HEADER, type WebhookEvent } from '../../../backend/src/index'
import { DEV_PUBLIC_KEY, DEV_SECRET_KEY, startPaymentBackend } from './payment-support'

let sim: Awaited<ReturnType<typeof startPaymentBackend>>
const events: WebhookEvent[] = []

beforeAll(async () => {
  sim = await startPaymentBackend()
  sim.backend.payment.onWebhookEvent((event) => void events.push(event))
})
afterAll(() => sim.close())

describe('POST /checkout/request_inline', () => {
  it('creates a transaction in the provider envelope', async () => {
    const { status, body } = await sim.inline({
      label: 'Order',
      metadata: { cart: 3 },
      channels: ['card', 'nope'],
    })
    expect(status).toBe(200)
    expect(body.status).toBe(true)
    expect(body.message).toBeTypeOf('string')
    expect(body.data).toMatchObject({
      merchant_key: DEV_PUBLIC_KEY,
      merchant_name: 'Forge Workstations',
      amount: 150000,
      currency: 'NGN',
      email: 'ada@example.com',
      channels: ['card'],
      label: 'Order',
      transaction_status: '',
      link_config: { enabled: false, has_payment_instruments: false },
    })
    expect(body.data.access_code).toMatch(/^[0-9a-f]{24}$/)
    expect(body.data.customer.customer_code).toMatch(/^CUS_/)
  })

  it.each<[string, Record<string, unknown>, number, string]>([
    ['another key', { key: 'pk_test_other' }, 401, 'Invalid key'],
    ['the secret key as key', { key: DEV_SECRET_KEY }, 401, 'Invalid key'],
    ['no email', { email: undefined }, 400, 'Invalid Email Address Passed'],
    ['a bad email', { email: 'ada@' }, 400, 'Invalid Email Address Passed'],
    ['amount 0', { amount: 0 }, 400, 'Invalid Amount Sent'],
    ['a negative amount', { amount: -5 }, 400, 'Invalid Amount Sent'],
    ['a fractional amount', { amount: 10.5 }, 400, 'Invalid Amount Sent'],
    ['an amount in words', { amount: 'ten' }, 400, 'Invalid Amount Sent'],
    ['dollars', { currency: 'USD' }, 400, 'Currency not supported by merchant'],
    ['a reference with a slash', { reference: '../x' }, 400, 'Invalid transaction reference'],
    ['no valid channel', { channels: ['cash'] }, 400, 'No valid channel was passed'],
    ['a plan', { plan: 'PLN_1', amount: undefined }, 400, 'Plans are not offered by this merchant'],
  ])('refuses %s', async (_name, change, status, message) => {
    const answer = await sim.inline(change)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ status: false, message })
  })

  it('refuses a reference used before', async () => {
    expect((await sim.inline({ reference: 'order-77-a' })).status).toBe(200)
    expect((await sim.inline({ reference: 'order-77-a' })).body).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
    })
  })

  it('refuses a body that is not a JSON object, or too large', async () => {
    expect((await sim.call('POST', 'checkout/request_inline', { body: '[1]' })).body).toEqual({
      status: false,
      message: 'Invalid JSON body',
    })
    const huge = await sim.call('POST', 'checkout/request_inline', { body: { pad: 'x'.repeat(200_000) } })
    expect(huge.status).toBe(413)
  })

  it('lets the storefront send Accept-Language and x-connect-account (CORS)', async () => {
    const response = await fetch(`${sim.api}/checkout/request_inline`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, accept-language, x-connect-account',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-connect-account')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })
})

describe('verify_access_code, set_ip, update_log', () => {
  it('answers the transaction for its access code and 404 otherwise', async () => {
    const { data } = (await sim.inline()).body
    const found = await sim.call('GET', `transaction/verify_access_code/${data.access_code}`)
    expect(found.body.data).toEqual(data)
    const missing = await sim.call('GET', 'transaction/verify_access_code/nope')
    expect(missing).toMatchObject({ status: 404, body: { status: false, message: 'Access code not found' } })
  })

  it('needs the merchant key as bearer and stores the log and address', async () => {
    const { data } = (await sim.inline()).body
    const log = {
      start_time: 1,
      time_spent: 4,
      attempts: 1,
      errors: 0,
      success: false,
      mobile: false,
      input: [],
      history: [],
    }
    const payload = JSON.stringify(log)
    const noAuth = await sim.call('POST', `transaction/update_log/${data.id}`, { body: { payload } })
    expect(noAuth).toMatchObject({ status: 401, body: { status: false, message: 'Invalid key' } })
    const bearer = { authorization: `Bearer ${DEV_PUBLIC_KEY}` }
    const bad = await sim.call('POST', `transaction/update_log/${data.id}`, {
      body: { payload: '[' },
      headers: bearer,
    })
    expect(bad.body).toEqual({ status: false, message: 'Invalid log payload' })
    const ok = await sim.call('POST', `transaction/update_log/${data.id}`, {
      body: { payload },
      headers: bearer,
    })
    expect(ok.body).toEqual({ status: true, message: 'Log updated' })
    expect((await sim.call('POST', `transaction/set_ip/${data.id}`, { headers: {} })).status).toBe(401)
    expect((await sim.call('POST', `transaction/set_ip/${data.id}`, { headers: bearer })).body.status).toBe(
      true,
    )
    expect((await sim.call('POST', 'transaction/set_ip/999999', { headers: bearer })).status).toBe(404)
    const verified = (await sim.verify(data.reference)).body.data
    expect(verified.log).toEqual(log)
    expect(verified.ip_address).toMatch(/127\.0\.0\.1/)
  })
})

describe('hostile paths', () => {
  it.each([
    ['transaction/verify_access_code/%E0%A4%A', 400],
    ['transaction/verify', 404],
    ['checkout/request_inline/extra', 404],
    ['nothing/here', 404],
  ])('%s → %d', async (route, status) => {
    expect((await sim.call('GET', route)).status).toBe(status)
  })

  it.each([['1e3'], ['-1'], ['0x1'], ['99999999999999999999']])(
    'update_log/%s is not a transaction',
    async (id) => {
      const answer = await sim.call('POST', `transaction/update_log/${id}`, {
        body: { payload: '{}' },
        headers: { authorization: `Bearer ${DEV_PUBLIC_KEY}` },
      })
      expect(answer).toMatchObject({ status: 404, body: { status: false, message: 'Transaction not found' } })
    },
  )

  it('a POST to verify_access_code is refused', async () => {
    expect((await sim.call('POST', 'transaction/verify_access_code/x')).status).toBe(405)
  })
})

describe('GET /transaction/verify/{reference}', () => {
  it.each<[string, string | null]>([
    ['no key', null],
    ['the public key', DEV_PUBLIC_KEY],
    ['another secret', 'sk_test_guess'],
  ])('refuses %s', async (_name, key) => {
    const { data } = (await sim.inline()).body
    const answer = key
      ? await sim.verify(data.reference, key)
      : await sim.call('GET', `transaction/verify/${data.reference}`)
    expect(answer).toMatchObject({ status: 401, body: { status: false, message: 'Invalid key' } })
  })

  it('answers amount, currency and status; 404 for an unknown reference', async () => {
    const { data } = (await sim.inline()).body
    const answer = await sim.verify(data.reference)
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: {
        domain: 'test',
        status: 'abandoned',
        reference: data.reference,
        amount: 150000,
        currency: 'NGN',
      },
    })
    expect((await sim.verify('no-such-ref')).status).toBe(404)
  })
})

describe('checkout page and outcomes', () => {
  it('serves the page with the amount, its script and a frame-ancestors policy', async () => {
    const { data } = (await sim.inline({ email: 'o<b>i@example.com' })).body
    const response = await fetch(`${sim.backend.origin}/_payment/checkout/${data.access_code}`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:3000 /)
    const html = await response.text()
    expect(html).toContain('₦1,500.00')
    expect(html).toContain('/_payment/checkout-assets/checkout.js')
    expect(html).not.toContain('o<b>i')
    for (const outcome of ['success', 'pending', 'failed', 'abandoned'])
      expect(html).toContain(`data-outcome="${outcome}"`)
    const script = await fetch(`${sim.backend.origin}/_payment/checkout-assets/checkout.js`)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(await script.text()).toContain("'inline:url'")
    expect((await fetch(`${sim.backend.origin}/_payment/checkout/unknown`)).status).toBe(404)
  })

  it('pay: success, verified, and the webhook gets charge.success once', async () => {
    const { data } = (await sim.inline()).body
    const before = events.length
    const paid = await sim.charge(data.access_code, 'success')
    expect(paid.body).toMatchObject({ status: true, message: 'Approved', data: { status: 'success' } })
    const verified = (await sim.verify(data.reference)).body.data
    expect(verified).toMatchObject({ status: 'success', channel: 'card', amount: 150000 })
    expect(verified.paid_at).toBeTypeOf('string')
    expect(events.slice(before)).toHaveLength(1)
    expect(events[before]).toMatchObject({
      event: 'charge.success',
      data: { reference: data.reference, amount: 150000 },
    })
    expect((await sim.charge(data.access_code, 'success')).body).toEqual({
      status: false,
      message: 'Transaction already completed',
    })
  })

  it('a declined card can be retried; cancel leaves it abandoned', async () => {
    const { data } = (await sim.inline()).body
    expect((await sim.charge(data.access_code, 'failed')).body.message).toBe('Declined')
    expect((await sim.verify(data.reference)).body.data.status).toBe('failed')
    expect((await sim.charge(data.access_code, 'abandoned')).body.data.status).toBe('abandoned')
    expect((await sim.charge(data.access_code, 'success')).body.status).toBe(true)
  })

  it('bank transfer: pending until the bank confirms (secret key), then the webhook', async () => {
    const { data } = (await sim.inline()).body
    await sim.charge(data.access_code, 'pending')
    expect((await sim.verify(data.reference)).body.data.status).toBe('pending')
    const route = `simulator/transfers/${data.reference}/confirm`
    expect(
      (await sim.call('POST', route, { headers: { authorization: `Bearer ${DEV_PUBLIC_KEY}` } })).status,
    ).toBe(401)
    const before = events.length
    const confirmed = await sim.call('POST', route, {
      headers: { authorization: `Bearer ${DEV_SECRET_KEY}` },
    })
    expect(confirmed.body).toMatchObject({
      status: true,
      data: { status: 'success', channel: 'bank_transfer' },
    })
    expect(events.slice(before).map((e) => e.data.reference)).toEqual([data.reference])
    expect(
      (await sim.call('POST', route, { headers: { authorization: `Bearer ${DEV_SECRET_KEY}` } })).status,
    ).toBe(400)
  })

  it.each<[string, RequestInit, number]>([
    [
      'a form post',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
      },
      415,
    ],
    [
      'an unknown outcome',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"outcome":"paid"}' },
      400,
    ],
    ['a GET', { method: 'GET' }, 405],
  ])('charge refuses %s', async (_name, init, status) => {
    const { data } = (await sim.inline()).body
    expect(
      (await fetch(`${sim.backend.origin}/_payment/checkout/${data.access_code}/charge`, init)).status,
    ).toBe(status)
    expect((await sim.verify(data.reference)).body.data.status).toBe('abandoned')
  })
})

describe('outside development', () => {
  it('production serves no simulator and ignores the dev keys', async () => {
    const prod = await startPaymentBackend({ nodeEnv: 'production' })
    try {
      expect((await prod.inline()).status).toBe(404)
      expect((await fetch(`${prod.backend.origin}/_payment/checkout/x`)).status).toBe(404)
      expect(prod.backend.payment.settings).toMatchObject({
        simulator: false,
        secretKey: null,
        publicKey: null,
      })
      const webhook = await fetch(`${prod.backend.origin}/payment/webhook`, { method: 'POST', body: '{}' })
      expect(webhook.status).toBe(503)
      expect((await prod.backend.payment.verifyPaidTransaction('ref1', 100, 'NGN')).paid).toBe(false)
    } finally {
      await prod.close()
    }
  })

  it('production with configured keys accepts signed webhooks but serves no simulator', async () => {
    const prod = await startPaymentBackend({
      nodeEnv: 'production',
      payment: { secretKey: 'sk_live_configured', publicKey: 'pk_live_configured', simulator: true },
    })
    try {
      expect(prod.backend.payment.settings.simulator).toBe(false)
      expect((await prod.inline({ key: 'pk_live_configured' })).status).toBe(404)
      const body = JSON.stringify({
        event: 'charge.success',
        data: { id: 1, reference: 'R1', status: 'success' },
      })
      const signed = await fetch(`${prod.backend.origin}/payment/webhook`, {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: signWebhook(body, 'sk_live_configured') },
        body,
      })
      expect(signed.status).toBe(200)
      const devSigned = await fetch(`${prod.backend.origin}/payment/webhook`, {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: signWebhook(body, DEV_SECRET_KEY) },
        body,
      })
      expect(devSigned.status).toBe(401)
    } finally {
      await prod.close()
    }
  })

  it('a backend published at a public address serves no simulator', async () => {
    const published = await startPaymentBackend({ siteUrl: 'https://shop-api.example.com' })
    try {
      expect((await published.inline()).status).toBe(404)
    } finally {
      await published.close()
    }
  })
})
