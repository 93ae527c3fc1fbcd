import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY, startTestSimulator } from './support'

let t: Awaited<ReturnType<typeof startTestSimulator>>

beforeAll(async () => {
  t = await startTestSimulator()
})
afterAll(() => t.close())

describe('two origins', () => {
  it('API and checkout are distinct loopback origins ending with a slash', () => {
    expect(t.sim.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(t.sim.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(t.sim.apiUrl).not.toBe(t.sim.checkoutUrl)
    expect(t.sim).toMatchObject({ secretKey: DEFAULT_SECRET_KEY, publicKey: DEFAULT_PUBLIC_KEY })
  })
})

describe('POST /checkout/request_inline', () => {
  it('creates a transaction in the provider envelope', async () => {
    const { status, body } = await t.inline({
      label: 'Order',
      metadata: { cart: 3 },
      channels: ['card', 'nope'],
    })
    expect(status).toBe(200)
    expect(body.status).toBe(true)
    expect(body.message).toBeTypeOf('string')
    expect(body.data).toMatchObject({
      merchant_key: DEFAULT_PUBLIC_KEY,
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

  it('takes the parameters as the SDK sends them: ref, metadata as a JSON string, mode', async () => {
    const metadata = JSON.stringify({ order: 7, referrer: 'http://localhost:3000/checkout' })
    const { body } = await t.inline({ ref: 'sdk-ref-1', metadata, mode: 'popup', firstname: 'Ada' })
    expect(body.data.reference).toBe('sdk-ref-1')
    const verified = (await t.verify('sdk-ref-1')).body.data
    expect(verified.metadata).toEqual({ order: 7, referrer: 'http://localhost:3000/checkout' })
  })

  it.each<[string, Record<string, unknown>, number, string]>([
    ['another key', { key: 'pk_test_other' }, 401, 'Invalid key'],
    ['the secret key as key', { key: DEFAULT_SECRET_KEY }, 401, 'Invalid key'],
    ['no email', { email: undefined }, 400, 'Invalid Email Address Passed'],
    ['a bad email', { email: 'ada@' }, 400, 'Invalid Email Address Passed'],
    ['amount 0', { amount: 0 }, 400, 'Invalid Amount Sent'],
    ['a negative amount', { amount: -5 }, 400, 'Invalid Amount Sent'],
    ['a fractional amount', { amount: 10.5 }, 400, 'Invalid Amount Sent'],
    ['an amount in words', { amount: 'ten' }, 400, 'Invalid Amount Sent'],
    ['dollars', { currency: 'USD' }, 400, 'Currency not supported by merchant'],
    ['a reference with a slash', { reference: '../x' }, 400, 'Invalid transaction reference'],
    ['a ref with a space', { ref: 'a b' }, 400, 'Invalid transaction reference'],
    ['no valid channel', { channels: ['cash'] }, 400, 'No valid channel was passed'],
    ['a plan', { plan: 'PLN_1', amount: undefined }, 400, 'Plans are not offered by this merchant'],
    ['metadata that is not JSON', { metadata: '{' }, 400, 'Invalid metadata'],
    ['metadata too long', { metadata: { pad: 'x'.repeat(20_000) } }, 400, 'Metadata is too long'],
  ])('refuses %s', async (_name, change, status, message) => {
    const answer = await t.inline(change)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ status: false, message })
  })

  it('refuses a reference used before, as reference or as ref', async () => {
    expect((await t.inline({ reference: 'order-77-a' })).status).toBe(200)
    const duplicate = { status: false, message: 'Duplicate Transaction Reference' }
    expect((await t.inline({ reference: 'order-77-a' })).body).toEqual(duplicate)
    expect((await t.inline({ ref: 'order-77-a' })).body).toEqual(duplicate)
  })

  it('refuses a body that is not a JSON object, or too large', async () => {
    expect((await t.call('POST', 'checkout/request_inline', { body: '[1]' })).body).toEqual({
      status: false,
      message: 'Invalid JSON body',
    })
    const huge = await t.call('POST', 'checkout/request_inline', { body: { pad: 'x'.repeat(200_000) } })
    expect(huge.status).toBe(413)
  })
})

describe('CORS: the merchant page calls the API directly', () => {
  it('answers the preflight for any origin, with the headers the SDK sends, without credentials', async () => {
    const response = await fetch(`${t.sim.apiUrl}checkout/request_inline`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, accept-language, x-connect-account, authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const allowed = response.headers.get('access-control-allow-headers')!
    for (const header of ['content-type', 'authorization', 'accept-language', 'x-connect-account'])
      expect(allowed).toContain(header)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('marks answers, refusals included, readable by any origin', async () => {
    expect((await t.inline()).headers.get('access-control-allow-origin')).toBe('*')
    expect((await t.inline({ key: 'x' })).headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('verify_access_code, set_ip, update_log', () => {
  it('answers the transaction for its access code and 404 otherwise', async () => {
    const { data } = (await t.inline()).body
    const found = await t.call('GET', `transaction/verify_access_code/${data.access_code}`)
    expect(found.body.data).toEqual(data)
    const missing = await t.call('GET', 'transaction/verify_access_code/nope')
    expect(missing).toMatchObject({ status: 404, body: { status: false, message: 'Access code not found' } })
  })

  it('needs the merchant key as bearer and stores the log and address', async () => {
    const { data } = (await t.inline()).body
    const log = {
      start_time: 1,
      time_spent: 4,
      attempts: 1,
      errors: 0,
      success: false,
      input: [],
      history: [],
    }
    const payload = JSON.stringify(log)
    const noAuth = await t.call('POST', `transaction/update_log/${data.id}`, { body: { payload } })
    expect(noAuth).toMatchObject({ status: 401, body: { status: false, message: 'Invalid key' } })
    const bearer = { authorization: `Bearer ${DEFAULT_PUBLIC_KEY}` }
    const bad = await t.call('POST', `transaction/update_log/${data.id}`, {
      body: { payload: '[' },
      headers: bearer,
    })
    expect(bad.body).toEqual({ status: false, message: 'Invalid log payload' })
    const ok = await t.call('POST', `transaction/update_log/${data.id}`, {
      body: { payload },
      headers: bearer,
    })
    expect(ok.body).toEqual({ status: true, message: 'Log updated' })
    expect((await t.call('POST', `transaction/set_ip/${data.id}`, { headers: {} })).status).toBe(401)
    expect((await t.call('POST', `transaction/set_ip/${data.id}`, { headers: bearer })).body.status).toBe(
      true,
    )
    expect((await t.call('POST', 'transaction/set_ip/999999', { headers: bearer })).status).toBe(404)
    const verified = (await t.verify(data.reference)).body.data
    expect(verified.log).toEqual(log)
    expect(verified.ip_address).toMatch(/127\.0\.0\.1/)
    // The SDK resumes the log it finds in the transaction.
    expect((await t.call('GET', `transaction/verify_access_code/${data.access_code}`)).body.data.log).toEqual(
      log,
    )
  })
})

describe('hostile paths', () => {
  it.each([
    ['transaction/verify_access_code/%E0%A4%A', 400],
    ['transaction/verify', 404],
    ['checkout/request_inline/extra', 404],
    ['nothing/here', 404],
    ['__proto__/x', 404],
    ['', 404],
  ])('%s → %d', async (route, status) => {
    const answer = await t.call('GET', route)
    expect(answer.status).toBe(status)
    expect(answer.body.status).toBe(false)
  })

  it('answers Not found in the envelope', async () => {
    expect((await t.call('GET', 'nothing/here')).body).toEqual({ status: false, message: 'Not found' })
  })

  it.each([['1e3'], ['-1'], ['0x1'], ['99999999999999999999']])(
    'update_log/%s is not a transaction',
    async (id) => {
      const answer = await t.call('POST', `transaction/update_log/${id}`, {
        body: { payload: '{}' },
        headers: { authorization: `Bearer ${DEFAULT_PUBLIC_KEY}` },
      })
      expect(answer).toMatchObject({ status: 404, body: { status: false, message: 'Transaction not found' } })
    },
  )

  it('a POST to verify_access_code is refused', async () => {
    expect((await t.call('POST', 'transaction/verify_access_code/x')).status).toBe(405)
  })
})

describe('GET /transaction/verify/{reference}', () => {
  it.each<[string, string | null]>([
    ['no key', null],
    ['the public key', DEFAULT_PUBLIC_KEY],
    ['another secret', 'sk_test_guess'],
  ])('refuses %s', async (_name, key) => {
    const { data } = (await t.inline()).body
    const answer = key
      ? await t.verify(data.reference, key)
      : await t.call('GET', `transaction/verify/${data.reference}`)
    expect(answer).toMatchObject({ status: 401, body: { status: false, message: 'Invalid key' } })
  })

  it('answers amount, currency and status (abandoned when nobody completed it); 404 for an unknown reference', async () => {
    const { data } = (await t.inline()).body
    const answer = await t.verify(data.reference)
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
    expect((await t.verify('no-such-ref')).status).toBe(404)
  })
})

describe('POST /transaction/initialize', () => {
  const initialize = (body: Record<string, unknown>, key = DEFAULT_SECRET_KEY) =>
    t.call('POST', 'transaction/initialize', { body, headers: { authorization: `Bearer ${key}` } })

  it('creates a transaction for the merchant server and answers its checkout address', async () => {
    const answer = await initialize({
      email: 'bola@example.com',
      amount: 250000,
      reference: 'server-init-1',
      metadata: { order: 9 },
      callback_url: 'http://localhost:3000/done',
    })
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Authorization URL created',
      data: { reference: 'server-init-1' },
    })
    const { access_code: code, authorization_url: url } = answer.body.data
    expect(url).toBe(`${t.sim.checkoutUrl}${code}`)
    const loaded = (await t.call('GET', `transaction/verify_access_code/${code}`)).body.data
    expect(loaded).toMatchObject({ reference: 'server-init-1', amount: 250000, email: 'bola@example.com' })
    expect((await fetch(url)).status).toBe(200)
  })

  it.each<[string, Record<string, unknown>, string | undefined, number, string]>([
    ['the public key', { email: 'a@example.com', amount: 100 }, DEFAULT_PUBLIC_KEY, 401, 'Invalid key'],
    ['no amount', { email: 'a@example.com' }, undefined, 400, 'Invalid Amount Sent'],
    [
      'dollars',
      { email: 'a@example.com', amount: 100, currency: 'USD' },
      undefined,
      400,
      'Currency not supported by merchant',
    ],
  ])('refuses %s', async (_name, body, key, status, message) => {
    const answer = await initialize(body, key)
    expect(answer).toMatchObject({ status, body: { status: false, message } })
  })

  it('refuses a duplicate reference', async () => {
    await initialize({ email: 'a@example.com', amount: 100, reference: 'server-init-dup' })
    expect(
      (await initialize({ email: 'a@example.com', amount: 100, reference: 'server-init-dup' })).body.message,
    ).toBe('Duplicate Transaction Reference')
  })
})
