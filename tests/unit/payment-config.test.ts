import { describe, expect, it } from 'vitest'
import { PAYSTACK_HOSTS, readPaymentHosts, SIMULATOR_HOSTS } from '../../src/config/payment-hosts'
import { readPublicConfig, SIMULATOR_PUBLIC_KEY } from '../../src/config/public-config'

describe('payment configuration', () => {
  it('a shop on this machine pays through the simulator with its test key', () => {
    expect(readPaymentHosts({})).toEqual(SIMULATOR_HOSTS)
    expect(readPaymentHosts({ SITE_URL: 'http://127.0.0.1:4173' })).toEqual(SIMULATOR_HOSTS)
    expect(readPublicConfig({}).paymentPublicKey).toBe(SIMULATOR_PUBLIC_KEY)
  })

  it('a shop at a public address pays through Paystack unless told otherwise', () => {
    expect(readPaymentHosts({ SITE_URL: 'https://forge.example.ng' })).toEqual(PAYSTACK_HOSTS)
    expect(
      readPaymentHosts({
        SITE_URL: 'http://localhost:3000',
        PAYMENT_API_URL: 'https://api.paystack.co/',
        PAYMENT_CHECKOUT_URL: 'https://checkout.paystack.com',
      }),
    ).toEqual(PAYSTACK_HOSTS)
    expect(readPublicConfig({ PAYMENT_PUBLIC_KEY: 'pk_live_abc' }).paymentPublicKey).toBe('pk_live_abc')
  })

  it.each([['javascript:alert(1)'], ['/relative'], ['not a url']])(
    'refuses PAYMENT_CHECKOUT_URL=%s',
    (url) => {
      expect(() => readPaymentHosts({ PAYMENT_CHECKOUT_URL: url })).toThrow(/PAYMENT_CHECKOUT_URL/)
    },
  )

  it('refuses a path, because the SDK adds its own to the bare origin', () => {
    expect(() => readPaymentHosts({ PAYMENT_API_URL: 'http://127.0.0.1:4000/_payment/api' })).toThrow(
      /PAYMENT_API_URL must be an origin/,
    )
    expect(() => readPaymentHosts({ PAYMENT_CHECKOUT_URL: 'https://checkout.paystack.com/popup' })).toThrow(
      /PAYMENT_CHECKOUT_URL must be an origin/,
    )
  })
})
