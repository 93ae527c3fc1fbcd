import { describe, expect, it } from 'vitest'
import { createProviderApi, ProviderError } from '../../src/features/payment/provider-api'
import { createTransactionLog } from '../../src/features/payment/transaction-log'

interface Call {
  url: string
  init: RequestInit
}

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    const call = { url: String(url), init }
    calls.push(call)
    return answer(call)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('provider API client', () => {
  it('calls the four endpoints under the configured base', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { status: true, message: 'ok', data: { id: 7 } }))
    const api = createProviderApi({ apiUrl: 'http://127.0.0.1:9/_payment/api/', fetch })
    const log = createTransactionLog(() => 5000, false)
    await api.requestInline({ key: 'pk', amount: 100 }, { 'Accept-Language': 'fr' })
    await api.verifyAccessCode('a/b c')
    await api.updateLog(7, 'pk_merchant', log.snapshot())
    await api.setIp(7, 'pk_merchant')
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST http://127.0.0.1:9/_payment/api/checkout/request_inline',
      'GET http://127.0.0.1:9/_payment/api/transaction/verify_access_code/a%2Fb%20c',
      'POST http://127.0.0.1:9/_payment/api/transaction/update_log/7',
      'POST http://127.0.0.1:9/_payment/api/transaction/set_ip/7',
    ])
    expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'fr' })
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ key: 'pk', amount: 100 })
    expect(calls[2]!.init.headers).toMatchObject({ Authorization: 'Bearer pk_merchant' })
    expect(calls[3]!.init.headers).toMatchObject({ Authorization: 'Bearer pk_merchant' })
    const sent = JSON.parse(String(calls[2]!.init.body))
    expect(Object.keys(sent)).toEqual(['payload'])
    expect(typeof sent.payload).toBe('string')
    expect(JSON.parse(sent.payload)).toEqual(log.snapshot())
  })

  it.each<[string, () => Response | Promise<Response>, string, number]>([
    [
      'status false with a message',
      () => json(200, { status: false, message: 'Invalid key' }),
      'Invalid key',
      200,
    ],
    [
      'HTTP 400 with a message',
      () => json(400, { status: false, message: 'Invalid Email Address' }),
      'Invalid Email Address',
      400,
    ],
    ['HTTP 500 without JSON', () => new Response('oops', { status: 500 }), 'Error occurred', 500],
    ['status true but HTTP 401', () => json(401, { status: true, message: 'x' }), 'x', 401],
    ['network failure', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed', 0],
  ])('%s throws the message', async (_name, answer, message, httpStatus) => {
    const api = createProviderApi({ apiUrl: 'http://p', fetch: fakeFetch(answer).fetch })
    const error = await api.verifyAccessCode('x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).message).toBe(message)
    expect((error as ProviderError).httpStatus).toBe(httpStatus)
  })
})

describe('transaction log', () => {
  it('records start, time spent, attempts, errors, success, mobile, input and history', () => {
    let now = 1_700_000_000_000
    const log = createTransactionLog(() => now, true)
    log.action('Checkout opened')
    now += 4_000
    log.input('card_number')
    log.input('card_number')
    log.attempt('Payment attempt')
    log.error('Declined')
    now += 2_400
    log.attempt('Payment attempt')
    log.success('Paid')
    expect(log.snapshot()).toEqual({
      start_time: 1_700_000_000,
      time_spent: 6,
      attempts: 2,
      errors: 1,
      success: true,
      mobile: true,
      input: ['card_number'],
      history: [
        { type: 'action', message: 'Checkout opened', time: 0 },
        { type: 'action', message: 'Payment attempt', time: 4 },
        { type: 'error', message: 'Declined', time: 4 },
        { type: 'action', message: 'Payment attempt', time: 6 },
        { type: 'success', message: 'Paid', time: 6 },
      ],
    })
  })
})
