import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY, startTestSimulator, startWebhookReceiver } from './support'

let t: Awaited<ReturnType<typeof startTestSimulator>>
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  webhook = await startWebhookReceiver()
  t = await startTestSimulator({
    webhookUrl: webhook.url,
    frameAncestors: ['https://shop.example.com/checkout'],
  })
})
afterAll(async () => {
  await t.close()
  await webhook.close()
})

const events = () => webhook.received.map((hook) => JSON.parse(hook.body))

describe('the popup page', () => {
  it('is one page for any transaction, with its script, styles and policy', async () => {
    const response = await fetch(`${t.sim.checkoutUrl}popup?precheckout=true`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain(`connect-src 'self' ${t.sim.apiUrl.slice(0, -1)}`)
    expect(csp).toContain('frame-ancestors https://shop.example.com http://localhost:* http://127.0.0.1:*')
    const html = await response.text()
    for (const outcome of ['success', 'pending', 'failed', 'abandoned'])
      expect(html).toContain(`data-outcome="${outcome}"`)
    const script = await fetch(`${t.sim.checkoutUrl}assets/popup.js`)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(await script.text()).toContain("'inline:url'")
    expect((await fetch(`${t.sim.checkoutUrl}assets/popup.css`)).headers.get('content-type')).toMatch(/css/)
  })

  it('answers 404 for anything else, and serves no CORS', async () => {
    const unknown = await fetch(`${t.sim.checkoutUrl}unknown`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('POST /charge', () => {
  it('pay: success, verified, and the webhook gets charge.success once, signed', async () => {
    const { data } = (await t.inline()).body
    const before = webhook.received.length
    const paid = await t.charge(data.access_code, 'success')
    expect(paid.body).toMatchObject({ status: true, message: 'Approved', data: { status: 'success' } })
    const verified = (await t.verify(data.reference)).body.data
    expect(verified).toMatchObject({ status: 'success', channel: 'card', amount: 150000 })
    expect(verified.paid_at).toBeTypeOf('string')
    const delivered = webhook.received.slice(before)
    expect(delivered).toHaveLength(1)
    const expected = createHmac('sha512', DEFAULT_SECRET_KEY).update(delivered[0]!.body).digest('hex')
    expect(delivered[0]!.signature).toBe(expected)
    expect(JSON.parse(delivered[0]!.body)).toMatchObject({
      event: 'charge.success',
      data: { reference: data.reference, amount: 150000, status: 'success', domain: 'test' },
    })
    expect((await t.charge(data.access_code, 'success')).body).toEqual({
      status: false,
      message: 'Transaction already completed',
    })
  })

  it('a declined card can be retried; cancel leaves it abandoned', async () => {
    const { data } = (await t.inline()).body
    expect((await t.charge(data.access_code, 'failed')).body.message).toBe('Declined')
    expect((await t.verify(data.reference)).body.data.status).toBe('failed')
    expect((await t.charge(data.access_code, 'abandoned')).body.data.status).toBe('abandoned')
    expect((await t.charge(data.access_code, 'success')).body.status).toBe(true)
  })

  it('bank transfer: pending until the bank confirms (secret key), then the webhook', async () => {
    const { data } = (await t.inline()).body
    await t.charge(data.access_code, 'pending')
    expect((await t.verify(data.reference)).body.data.status).toBe('pending')
    const route = `simulator/transfers/${data.reference}/confirm`
    const withKey = (key: string) => t.call('POST', route, { headers: { authorization: `Bearer ${key}` } })
    expect((await withKey(DEFAULT_PUBLIC_KEY)).status).toBe(401)
    const before = webhook.received.length
    const confirmed = await withKey(DEFAULT_SECRET_KEY)
    expect(confirmed.body).toMatchObject({
      status: true,
      data: { status: 'success', channel: 'bank_transfer' },
    })
    expect(
      events()
        .slice(before)
        .map((e) => e.data.reference),
    ).toEqual([data.reference])
    expect((await withKey(DEFAULT_SECRET_KEY)).status).toBe(400)
  })

  it('bank transfer: an expired transfer ends abandoned (secret key), with no webhook', async () => {
    const { data } = (await t.inline()).body
    await t.charge(data.access_code, 'pending')
    const route = `simulator/transfers/${data.reference}/expire`
    const withKey = (key: string) => t.call('POST', route, { headers: { authorization: `Bearer ${key}` } })
    expect((await withKey(DEFAULT_PUBLIC_KEY)).status).toBe(401)
    const before = webhook.received.length
    expect((await withKey(DEFAULT_SECRET_KEY)).body).toMatchObject({
      status: true,
      data: { status: 'abandoned' },
    })
    expect((await t.verify(data.reference)).body.data.status).toBe('abandoned')
    expect(webhook.received.length).toBe(before)
    // Expired is final: neither expired again nor confirmed.
    expect((await withKey(DEFAULT_SECRET_KEY)).status).toBe(400)
    const confirm = await t.call('POST', `simulator/transfers/${data.reference}/confirm`, {
      headers: { authorization: `Bearer ${DEFAULT_SECRET_KEY}` },
    })
    expect(confirm.status).toBe(400)
  })

  it('confirmTransfer() does the same from code', async () => {
    const { data } = (await t.inline()).body
    await t.charge(data.access_code, 'pending')
    await t.sim.confirmTransfer(data.reference)
    expect((await t.verify(data.reference)).body.data).toMatchObject({
      status: 'success',
      channel: 'bank_transfer',
    })
    await expect(t.sim.confirmTransfer(data.reference)).rejects.toThrow(/not awaiting a transfer/)
    await expect(t.sim.confirmTransfer('no-such-ref')).rejects.toThrow(/not found/)
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
    ['an unknown outcome', { method: 'POST', headers: { 'content-type': 'application/json' } }, 400],
    ['an unknown access code', { method: 'POST', headers: { 'content-type': 'application/json' } }, 404],
    ['a GET', { method: 'GET' }, 405],
  ])('refuses %s', async (name, init, status) => {
    const { data } = (await t.inline()).body
    const body =
      init.method === 'POST' && !init.body
        ? JSON.stringify({
            accessCode: name === 'an unknown access code' ? 'nope' : data.access_code,
            outcome: name === 'an unknown outcome' ? 'paid' : 'success',
          })
        : init.body
    expect((await fetch(`${t.sim.checkoutUrl}charge`, { ...init, body })).status).toBe(status)
    expect((await t.verify(data.reference)).body.data.status).toBe('abandoned')
  })
})
