import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook, SIGNATURE_HEADER } from '../../src/payment/webhook-signature'
import type { WebhookEvent } from '../../src/payment/payment-service'
import { DEV_SECRET_KEY, startPaymentBackend } from '../support/payment-backend'

let sim: Awaited<ReturnType<typeof startPaymentBackend>>
const received: WebhookEvent[] = []
let failNext = false

beforeAll(async () => {
  sim = await startPaymentBackend()
  sim.backend.payment.onWebhookEvent((event) => {
    if (failNext) {
      failNext = false
      throw new Error('order store busy')
    }
    received.push(event)
  })
})
afterAll(() => sim.close())

const post = async (body: string, signature?: string, path = '/payment/webhook') => {
  const response = await fetch(`${sim.backend.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    body,
  })
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string } }
}
let n = 0
const eventBody = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'charge.success',
    data: { id: 9000 + ++n, reference: `ref-${n}`, status: 'success', amount: 100, ...extra },
  })

describe('POST /payment/webhook', () => {
  it('accepts a body signed with the secret key (HMAC-SHA512 hex)', async () => {
    const body = eventBody()
    const before = received.length
    expect(await post(body, signWebhook(body, DEV_SECRET_KEY))).toEqual({
      status: 200,
      body: { status: true, message: 'Event processed' },
    })
    expect(received.slice(before)).toEqual([JSON.parse(body)])
    // The signature is the provider's: HMAC-SHA512 of the raw body.
    const { createHmac } = await import('node:crypto')
    expect(signWebhook(body, DEV_SECRET_KEY)).toBe(
      createHmac('sha512', DEV_SECRET_KEY).update(body).digest('hex'),
    )
  })

  it.each<[string, (body: string) => string | undefined]>([
    ['no signature', () => undefined],
    ['signed with another secret', (body) => signWebhook(body, 'sk_test_attacker')],
    ['signed with the public key', (body) => signWebhook(body, 'pk_test_embedded_simulator')],
    ['a signature of another body', () => signWebhook(eventBody(), DEV_SECRET_KEY)],
    ['a truncated signature', (body) => signWebhook(body, DEV_SECRET_KEY).slice(0, 64)],
    ['SHA-256 instead of SHA-512', () => 'a'.repeat(64)],
    ['not hex', () => 'z'.repeat(128)],
  ])('refuses a forged event: %s', async (_name, sign) => {
    const body = eventBody()
    const before = received.length
    expect(await post(body, sign(body))).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid signature' },
    })
    expect(received.length).toBe(before)
  })

  it('refuses a signed body changed on the way (the amount raised)', async () => {
    const body = eventBody({ amount: 100 })
    const signature = signWebhook(body, DEV_SECRET_KEY)
    const tampered = body.replace('"amount":100', '"amount":100000')
    expect((await post(tampered, signature)).status).toBe(401)
  })

  it('acknowledges a replayed body without handing it on again', async () => {
    const body = eventBody()
    const signature = signWebhook(body, DEV_SECRET_KEY)
    const before = received.length
    expect((await post(body, signature)).body.message).toBe('Event processed')
    expect(await post(body, signature)).toEqual({
      status: 200,
      body: { status: true, message: 'Event already processed' },
    })
    expect(received.length).toBe(before + 1)
  })

  it('the same event re-serialised is still one event', async () => {
    const body = eventBody()
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(body)).reverse()))
    const before = received.length
    await post(body, signWebhook(body, DEV_SECRET_KEY))
    expect((await post(reordered, signWebhook(reordered, DEV_SECRET_KEY))).body.message).toBe(
      'Event already processed',
    )
    expect(received.length).toBe(before + 1)
  })

  it('answers 500 when the order logic fails, so the provider retries, and the retry is processed', async () => {
    const body = eventBody()
    const signature = signWebhook(body, DEV_SECRET_KEY)
    failNext = true
    expect((await post(body, signature)).status).toBe(500)
    expect((await post(body, signature)).body.message).toBe('Event processed')
  })

  it.each([
    ['not JSON', '{'],
    ['no event', '{"data":{}}'],
    ['no data', '{"event":"charge.success"}'],
  ])('refuses a signed body with %s', async (_name, body) => {
    expect((await post(body, signWebhook(body, DEV_SECRET_KEY))).status).toBe(400)
  })

  it('takes POST only', async () => {
    expect((await fetch(`${sim.backend.origin}/payment/webhook`)).status).toBe(405)
  })

  // A real shop's Paystack dashboard points at woo-paystack's WooCommerce API endpoint; the same event there works.
  it.each(['/?wc-api=Tbz_WC_Paystack_Webhook', '/wc-api/Tbz_WC_Paystack_Webhook/'])(
    "is also answered at woo-paystack's URL %s, with the same checks",
    async (path) => {
      const body = eventBody()
      const before = received.length
      expect((await post(body, signWebhook(body, DEV_SECRET_KEY), path)).status).toBe(200)
      expect(received.slice(before)).toEqual([JSON.parse(body)])
      expect((await post(body, signWebhook(body, 'sk_test_attacker'), path)).status).toBe(401)
    },
  )

  it('leaves other wc-api endpoints alone', async () => {
    const body = eventBody()
    const before = received.length
    const response = await fetch(`${sim.backend.origin}/?wc-api=WC_Gateway_Other`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signWebhook(body, DEV_SECRET_KEY) },
      body,
    })
    expect(await response.text()).not.toContain('Event processed')
    expect(received.length).toBe(before)
  })
})

describe('the shop side only', () => {
  it('serves none of the provider: its API and checkout live in payment-simulator/', async () => {
    for (const route of ['/_payment/api/checkout/request_inline', '/_payment/checkout/x'])
      expect((await fetch(`${sim.backend.origin}${route}`, { method: 'POST' })).status).toBe(404)
  })

  it("keeps no provider transactions: the old simulator's table is dropped", async () => {
    const db = new Database(path.join(sim.dataDir, 'shop.sqlite'), { readonly: true })
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string
      }[]
      const names = tables.map((t) => t.name)
      expect(names).not.toContain('payment_transactions')
      expect(names).toEqual(expect.arrayContaining(['payment_webhook_events', 'payment_references']))
    } finally {
      db.close()
    }
  })
})

describe('outside development', () => {
  it('production ignores the dev keys: no webhook is accepted and nothing verifies', async () => {
    const prod = await startPaymentBackend({ nodeEnv: 'production' })
    try {
      expect(prod.backend.payment.settings).toMatchObject({ secretKey: null, publicKey: null })
      const webhook = await fetch(`${prod.backend.origin}/payment/webhook`, { method: 'POST', body: '{}' })
      expect(webhook.status).toBe(503)
      expect((await prod.backend.payment.verifyPaidTransaction('ref1', 100, 'NGN')).paid).toBe(false)
    } finally {
      await prod.close()
    }
  })

  it('production with configured keys accepts webhooks signed with its secret only', async () => {
    const prod = await startPaymentBackend({
      nodeEnv: 'production',
      payment: { secretKey: 'sk_live_configured', publicKey: 'pk_live_configured' },
    })
    try {
      const body = JSON.stringify({
        event: 'charge.success',
        data: { id: 1, reference: 'R1', status: 'success' },
      })
      const send = (secret: string) =>
        fetch(`${prod.backend.origin}/payment/webhook`, {
          method: 'POST',
          headers: { [SIGNATURE_HEADER]: signWebhook(body, secret) },
          body,
        })
      expect((await send('sk_live_configured')).status).toBe(200)
      expect((await send(DEV_SECRET_KEY)).status).toBe(401)
    } finally {
      await prod.close()
    }
  })
})
