import { describe, expect, it } from 'vitest'
import { readPublicConfig, SIMULATOR_PUBLIC_KEY } from '../../src/config/public-config'

describe('payment configuration', () => {
  it('defaults to the embedded backend simulator', () => {
    const config = readPublicConfig({ GQL_HOST: 'http://127.0.0.1:4100/graphql' })
    expect(config.paymentApiUrl).toBe('http://127.0.0.1:4100/_payment/api')
    expect(config.paymentCheckoutUrl).toBe('http://127.0.0.1:4100/_payment/checkout')
    expect(config.paymentPublicKey).toBe(SIMULATOR_PUBLIC_KEY)
  })

  it('takes the real provider from the environment', () => {
    const config = readPublicConfig({
      PAYMENT_API_URL: 'https://api.paystack.co/',
      PAYMENT_CHECKOUT_URL: 'https://checkout.paystack.com',
      PAYMENT_PUBLIC_KEY: 'pk_live_abc',
    })
    expect([config.paymentApiUrl, config.paymentCheckoutUrl, config.paymentPublicKey]).toEqual([
      'https://api.paystack.co',
      'https://checkout.paystack.com',
      'pk_live_abc',
    ])
  })

  it.each([['javascript:alert(1)'], ['/relative'], ['not a url']])(
    'refuses PAYMENT_CHECKOUT_URL=%s',
    (url) => {
      expect(() => readPublicConfig({ PAYMENT_CHECKOUT_URL: url })).toThrow(/PAYMENT_CHECKOUT_URL/)
    },
  )

  it('the client module touches no global when imported', async () => {
    const before = new Set(Object.keys(globalThis))
    await import('../../src/features/payment/payment-client')
    expect('window' in globalThis).toBe(false)
    expect(Object.keys(globalThis).filter((k) => !before.has(k))).toEqual([])
  })
})
