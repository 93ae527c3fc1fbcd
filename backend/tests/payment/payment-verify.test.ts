import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolvePaymentSettings } from '../../src/payment/payment-settings'
import { verifyPaidTransaction } from '../../src/payment/verify-paid-transaction'
import { startPaymentBackend } from '../support/payment-backend'

let sim: Awaited<ReturnType<typeof startPaymentBackend>>
beforeAll(async () => {
  sim = await startPaymentBackend()
})
afterAll(() => sim.close())

/** A transaction of `amount` kobo brought to `outcome` through the checkout page's buttons. */
async function transaction(amount: number, ...outcomes: string[]) {
  const { data } = (await sim.inline({ amount })).body
  for (const outcome of outcomes) await sim.charge(data.access_code, outcome)
  return data.reference as string
}
const verify = (reference: string, amount: number, currency = 'NGN') =>
  sim.backend.payment.verifyPaidTransaction(reference, amount, currency)

describe('verifyPaidTransaction(reference, expectedAmountKobo, currency)', () => {
  it('a successful payment of exactly the amount is paid', async () => {
    const reference = await transaction(250000, 'success')
    expect(await verify(reference, 250000)).toMatchObject({
      paid: true,
      reference,
      amountKobo: 250000,
      currency: 'NGN',
      channel: 'card',
    })
    expect(await verify(reference, 250000, 'ngn')).toMatchObject({ paid: true })
  })

  it.each<[string, number, string, string]>([
    ['less than the order', 249999, 'NGN', 'amount-mismatch'],
    ['more than the order', 250001, 'NGN', 'amount-mismatch'],
    ['another currency', 250000, 'USD', 'currency-mismatch'],
  ])('a payment of %s is not paid', async (_name, expected, currency, reason) => {
    const reference = await transaction(250000, 'success')
    expect(await verify(reference, expected, currency)).toMatchObject({ paid: false, reason })
  })

  it.each<[string, string[], string]>([
    ['never completed', [], 'abandoned'],
    ['cancelled', ['abandoned'], 'abandoned'],
    ['declined', ['failed'], 'failed'],
    ['awaiting a bank transfer', ['pending'], 'pending'],
  ])('a transaction %s is not paid', async (_name, outcomes, status) => {
    const reference = await transaction(1000, ...outcomes)
    expect(await verify(reference, 1000)).toMatchObject({ paid: false, reason: 'not-successful', status })
  })

  it('a confirmed bank transfer is paid', async () => {
    const reference = await transaction(5000, 'pending')
    await sim.simulator.confirmTransfer(reference)
    expect(await verify(reference, 5000)).toMatchObject({ paid: true, channel: 'bank_transfer' })
  })

  it.each<[string, string, number, string, string]>([
    ['a made-up reference', 'T-made-up-123', 1000, 'NGN', 'not-found'],
    ['a path in the reference', '../verify/x', 1000, 'NGN', 'invalid-input'],
    ['an empty reference', '', 1000, 'NGN', 'invalid-input'],
    ['a zero amount', 'T1', 0, 'NGN', 'invalid-input'],
    ['a fractional amount', 'T1', 10.5, 'NGN', 'invalid-input'],
    ['a currency that is not a code', 'T1', 1000, 'naira', 'invalid-input'],
  ])('%s is not paid', async (_name, reference, amount, currency, reason) => {
    expect(await verify(reference, amount, currency)).toMatchObject({ paid: false, reason })
  })

  it('claims a reference for one order only', async () => {
    const reference = await transaction(3000, 'success')
    expect(sim.backend.payment.claimReference(reference, 41)).toBe(true)
    expect(sim.backend.payment.claimReference(reference, 41)).toBe(true)
    expect(sim.backend.payment.claimReference(reference, 42)).toBe(false)
  })
})

describe('verifyPaidTransaction against a provider that is wrong or away', () => {
  it('a wrong secret key is refused', async () => {
    const reference = await transaction(1000, 'success')
    const configured = await startPaymentBackend({
      payment: { secretKey: 'sk_test_not_the_providers', providerApiUrl: sim.api },
    })
    try {
      expect(await configured.backend.payment.verifyPaidTransaction(reference, 1000, 'NGN')).toMatchObject({
        paid: false,
        reason: 'refused',
      })
    } finally {
      await configured.close()
    }
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a test payment for a live key', { domain: 'test' }, 'wrong-mode'],
    ['an answer about another reference', { reference: 'other' }, 'not-found'],
    ['status true without data', { data: null }, 'unreachable'],
  ])('%s is not paid', async (_name, change, reason) => {
    const data = {
      id: 1,
      domain: 'live',
      status: 'success',
      reference: 'R1',
      amount: 1000,
      currency: 'NGN',
      ...change,
    }
    const body =
      'data' in change
        ? { status: true, message: 'ok', data: change.data }
        : { status: true, message: 'ok', data }
    const fakeFetch = (async () => new Response(JSON.stringify(body))) as typeof fetch
    const provider = { apiUrl: 'https://api.example', secretKey: 'sk_live_shop', fetch: fakeFetch }
    expect(await verifyPaidTransaction(provider, 'R1', 1000, 'NGN')).toMatchObject({ paid: false, reason })
  })

  it('the same answer with a live domain and key is paid (the fake mirrors the simulator)', async () => {
    const data = { id: 1, domain: 'live', status: 'success', reference: 'R1', amount: 1000, currency: 'NGN' }
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ status: true, message: 'ok', data }))) as typeof fetch
    const provider = { apiUrl: 'https://api.example', secretKey: 'sk_live_shop', fetch: fakeFetch }
    expect(await verifyPaidTransaction(provider, 'R1', 1000, 'NGN')).toMatchObject({ paid: true })
  })

  it('a provider that cannot be reached is not proof', async () => {
    const away = await startPaymentBackend({ payment: { providerApiUrl: 'http://127.0.0.1:9/' } })
    try {
      expect(await away.backend.payment.verifyPaidTransaction('T1', 1000, 'NGN')).toMatchObject({
        paid: false,
        reason: 'unreachable',
      })
    } finally {
      await away.close()
    }
  })

  it('a live shop does not take a test payment', async () => {
    const live = await startPaymentBackend({
      payment: { secretKey: 'sk_live_shop', providerApiUrl: sim.api },
    })
    const reference = await transaction(1000, 'success')
    try {
      // The simulator refuses the live key outright; either way nothing is paid.
      expect((await live.backend.payment.verifyPaidTransaction(reference, 1000, 'NGN')).paid).toBe(false)
    } finally {
      await live.close()
    }
  })
})

describe('which provider the backend verifies with', () => {
  const settings = (nodeEnv: string | undefined, env: Record<string, string> = {}, options = {}) =>
    resolvePaymentSettings({ options, env, nodeEnv })

  it('Paystack in production, none elsewhere unless given', () => {
    expect(settings('production').providerApiUrl).toBe('https://api.paystack.co')
    expect(settings('development').providerApiUrl).toBeNull()
    expect(settings(undefined, { PAYMENT_PROVIDER_API_URL: 'http://127.0.0.1:4300/' }).providerApiUrl).toBe(
      'http://127.0.0.1:4300/',
    )
    expect(settings('production', {}, { providerApiUrl: 'http://127.0.0.1:4300/' }).providerApiUrl).toBe(
      'http://127.0.0.1:4300/',
    )
  })

  it('a backend started without a provider says card payments are not configured', async () => {
    const previous = process.env.PAYMENT_PROVIDER_API_URL
    delete process.env.PAYMENT_PROVIDER_API_URL
    const bare = await startPaymentBackend({ payment: { providerApiUrl: '' } })
    try {
      expect(await bare.backend.payment.verifyPaidTransaction('T1', 1000, 'NGN')).toEqual({
        paid: false,
        reason: 'not-configured',
        message: 'Card payments are not configured',
      })
    } finally {
      await bare.close()
      if (previous !== undefined) process.env.PAYMENT_PROVIDER_API_URL = previous
    }
  })
})
