import { describe, expect, it, vi } from 'vitest'
import {
  BUTTON_ID_MISSING,
  EMBED_CONTAINER_MISSING,
  NO_WALLET_METHOD,
  PAYMENT_REQUEST_CONTAINER_MISSING,
  WALLET_ATTEMPT_FAILED,
  WALLET_ERROR_OCCURRED,
  WALLET_INITIATION_FAILED,
  WALLET_UNSUPPORTED_WARNING,
  DEFAULT_LABELS,
} from '../../src/features/payment/messages'
import { mountPayButton, PAY_BUTTON_DEFAULTS, resolvePayButton } from '../../src/features/payment/pay-button'
import { createPaymentClient } from '../../src/features/payment/payment-client'
import { preCheckoutChoices } from '../../src/features/payment/pre-checkout'
import { ProviderError } from '../../src/features/payment/provider-api'
import { mountWalletButton } from '../../src/features/payment/wallet-button'
import { payWithWallet } from '../../src/features/payment/wallet-payment'
import {
  WALLET,
  walletOffered,
  type WalletPort,
  type WalletSession,
} from '../../src/features/payment/wallet-port'
import { walletPaymentRequest } from '../../src/features/payment/wallet-request'
import { API_URL, CHECKOUT_URL, fakeBrowser, fakeProvider, providerTransaction } from './payment-client-fakes'

/** Just enough of an element for the mount functions. */
function fakeElement(tag: string) {
  const listeners: Record<string, Array<() => void>> = {}
  return {
    tag,
    textContent: '',
    attributes: {} as Record<string, string>,
    style: {} as Record<string, string>,
    children: [] as unknown[],
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    },
    addEventListener(type: string, l: () => void) {
      ;(listeners[type] ??= []).push(l)
    },
    removeEventListener(type: string, l: () => void) {
      listeners[type] = (listeners[type] ?? []).filter((x) => x !== l)
    },
    appendChild(child: unknown) {
      this.children.push(child)
    },
    click: () => (listeners.click ?? []).forEach((l) => l()),
  }
}
function fakeDocument(ids: Record<string, ReturnType<typeof fakeElement>> = {}) {
  return {
    getElementById: (id: string) => ids[id] ?? null,
    createElement: (tag: string) => fakeElement(tag),
    body: fakeElement('body'),
  } as never
}

describe('pay button', () => {
  it('has SPEC §9 defaults', () => {
    expect(PAY_BUTTON_DEFAULTS).toEqual({
      variant: 'normal',
      text: 'Pay',
      height: '50px',
      width: 'auto',
      borderRadius: '3px',
      padding: '10px',
      locale: 'en',
      type: 'pay',
      currency: 'NGN',
    })
  })

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['defaults', {}, { variant: 'normal', text: 'Pay' }],
    ['light', { variant: 'light' }, { variant: 'light' }],
    ['an unknown variant falls back', { variant: 'neon' }, { variant: 'normal' }],
    ['an empty text keeps Pay', { text: '' }, { text: 'Pay' }],
    ['own text', { text: 'Pay ₦1,500' }, { text: 'Pay ₦1,500' }],
  ])('%s', (_name, options, expected) => {
    expect(resolvePayButton({ buttonId: 'b', ...options } as never)).toMatchObject(expected)
  })

  it('a missing buttonId gives its message', () => {
    expect(() => mountPayButton(fakeDocument(), { buttonId: 'nope' }, () => {})).toThrow(
      new Error(BUTTON_ID_MISSING),
    )
  })

  it('styles the page button and starts on click', () => {
    const el = fakeElement('button')
    const onClick = vi.fn()
    mountPayButton(fakeDocument({ pay: el }), { buttonId: 'pay' }, onClick)
    expect(el.textContent).toBe('Pay')
    expect(el.style).toMatchObject({ height: '50px', width: 'auto', borderRadius: '3px', padding: '10px' })
    expect(el.attributes.lang).toBe('en')
    el.click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('containers', () => {
  const client = (doc = fakeDocument()) => {
    const browser = fakeBrowser()
    const warnings: string[] = []
    const c = createPaymentClient({
      apiUrl: API_URL,
      checkoutUrl: CHECKOUT_URL,
      fetch: fakeProvider().fetch,
      window: { ...browser.window, document: doc },
      frameHost: browser.frameHost,
      warn: (m) => warnings.push(m),
    })
    return { c, browser, warnings }
  }
  const params = { key: 'pk', email: 'a@b.c', amount: 100 }

  it.each([[undefined], ['missing-id'], ['']])(
    'paymentRequest without a container (%j)',
    async (container) => {
      await expect(client().c.paymentRequest({ ...params, container })).rejects.toThrow(
        new Error(PAYMENT_REQUEST_CONTAINER_MISSING),
      )
    },
  )

  it.each([[undefined], ['missing-id']])('embed without a container (%j)', async (container) => {
    await expect(client().c.embed({ ...params, container })).rejects.toThrow(
      new Error(EMBED_CONTAINER_MISSING),
    )
  })

  it('embed mounts the iframe in the container', async () => {
    const box = fakeElement('div')
    const { c, browser } = client(fakeDocument({ box }))
    await c.embed({ ...params, container: 'box' })
    expect(browser.frames[0]!.request.container).toBe(box)
  })

  it('paymentRequest on a device without a wallet warns', async () => {
    const { c, warnings } = client(fakeDocument({ box: fakeElement('div') }))
    await c.paymentRequest({ ...params, container: 'box' })
    expect(warnings).toEqual([WALLET_UNSUPPORTED_WARNING])
  })
})

function stubWallet(opts: { available?: boolean; sdk?: boolean; createThrows?: boolean } = {}) {
  const sessions: Array<WalletSession & { completed: number[]; validated: unknown[]; aborted: boolean }> = []
  const port: WalletPort = {
    isAvailable: (version) => (opts.available ?? true) && version === 6,
    createSession: () => {
      if (opts.createThrows) throw new Error('InvalidAccessError')
      const session = {
        onvalidatemerchant: null,
        onpaymentauthorized: null,
        oncancel: null,
        completed: [] as number[],
        validated: [] as unknown[],
        aborted: false,
        completeMerchantValidation(s: unknown) {
          this.validated.push(s)
        },
        completePayment(r: { status: number }) {
          this.completed.push(r.status)
        },
        abort() {
          this.aborted = true
        },
        begin() {},
      }
      sessions.push(session)
      return session
    },
    loadButtonSdk: () => (opts.sdk === false ? Promise.reject(new Error('blocked')) : Promise.resolve()),
  }
  return { port, sessions }
}

describe('device wallet', () => {
  const port = stubWallet().port
  it.each<[string, string, WalletPort | undefined, string[], boolean]>([
    ['https, version 6, wallet channel', 'https:', port, ['card', 'apple_pay'], true],
    ['http', 'http:', port, ['apple_pay'], false],
    ['no wallet channel', 'https:', port, ['card'], false],
    ['no port', 'https:', undefined, ['apple_pay'], false],
    ['wallet unavailable', 'https:', stubWallet({ available: false }).port, ['apple_pay'], false],
  ])('%s → offered %s', (_name, protocol, p, channels, offered) => {
    expect(walletOffered(protocol, p, channels)).toBe(offered)
  })

  it('asks for NG, visa and masterCard, 3DS/credit/debit and the full billing contact', () => {
    expect(walletPaymentRequest(providerTransaction(1, { amount: 250050, label: 'Order 12' }))).toEqual({
      countryCode: 'NG',
      currencyCode: 'NGN',
      supportedNetworks: ['visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
      total: { label: 'Order 12', amount: '2500.50' },
    })
    expect(WALLET.buttonHeight).toBe('42px')
    expect(WALLET.version).toBe(6)
  })

  const api = (charge: () => Promise<string>, validate = () => Promise.resolve({ merchant: 1 })) => ({
    validateWalletSession: vi.fn(validate),
    chargeWallet: vi.fn(charge),
  })
  const tx = providerTransaction(5)
  const tick = () => new Promise((r) => setTimeout(r, 0))

  it('validation → authorisation → success', async () => {
    const { port: p, sessions } = stubWallet()
    const a = api(() => Promise.resolve('Charge successful'))
    const outcome = payWithWallet({ port: p, api: a, tx, domainName: 'shop.example' })
    const s = sessions[0]!
    s.onvalidatemerchant!({ validationURL: 'https://apple.example/validate' })
    await tick()
    expect(a.validateWalletSession).toHaveBeenCalledWith({
      transaction: 5,
      sessionUrl: 'https://apple.example/validate',
      displayName: 'Forge Workstations',
      domainName: 'shop.example',
    })
    expect(s.validated).toEqual([{ merchant: 1 }])
    s.onpaymentauthorized!({ payment: { token: 't' } })
    expect(await outcome).toEqual({ status: 'success', message: 'Charge successful' })
    expect(s.completed).toEqual([0])
  })

  it.each<[string, unknown, string]>([
    ['a declined charge', new ProviderError('Declined', 400), WALLET_ATTEMPT_FAILED],
    ['a network failure', new ProviderError('fetch failed', 0), WALLET_ERROR_OCCURRED],
  ])('%s → failed: %s', async (_name, error, message) => {
    const { port: p, sessions } = stubWallet()
    const outcome = payWithWallet({ port: p, api: api(() => Promise.reject(error)), tx, domainName: 'x' })
    sessions[0]!.onpaymentauthorized!({ payment: {} })
    expect(await outcome).toEqual({ status: 'failed', message })
    expect(sessions[0]!.completed).toEqual([1])
  })

  it('a refused merchant validation aborts the session', async () => {
    const { port: p, sessions } = stubWallet()
    const a = api(
      () => Promise.resolve(''),
      () => Promise.reject(new Error('no')),
    )
    const outcome = payWithWallet({ port: p, api: a, tx, domainName: 'x' })
    sessions[0]!.onvalidatemerchant!({ validationURL: 'u' })
    expect(await outcome).toEqual({ status: 'failed', message: WALLET_ERROR_OCCURRED })
    expect(sessions[0]!.aborted).toBe(true)
  })

  it.each<[string, WalletPort | undefined, string]>([
    ['no port', undefined, NO_WALLET_METHOD],
    ['unavailable', stubWallet({ available: false }).port, NO_WALLET_METHOD],
    ['session refused', stubWallet({ createThrows: true }).port, WALLET_INITIATION_FAILED],
  ])('%s → %s', async (_name, p, message) => {
    await expect(
      payWithWallet({ port: p, api: api(() => Promise.resolve('')), tx, domainName: 'x' }),
    ).rejects.toThrow(new Error(message))
  })

  it('a failed SDK load falls back to a plain styled button', async () => {
    const container = fakeElement('div')
    const onClick = vi.fn()
    const plain = await mountWalletButton(
      fakeDocument(),
      container as never,
      stubWallet({ sdk: false }).port,
      'Pay',
      onClick,
    )
    expect(plain.native).toBe(false)
    const el = plain.element as unknown as ReturnType<typeof fakeElement>
    expect(el.tag).toBe('button')
    expect(el.textContent).toBe('Pay')
    expect(el.style.height).toBe('42px')
    el.click()
    expect(onClick).toHaveBeenCalled()
    const native = await mountWalletButton(
      fakeDocument(),
      container as never,
      stubWallet().port,
      'Pay',
      onClick,
    )
    expect(native.native).toBe(true)
    expect((native.element as unknown as { tag: string }).tag).toBe('apple-pay-button')
  })

  it('the failure text is SPEC §4’s', () => {
    expect(DEFAULT_LABELS.walletError).toBe(
      'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
    )
  })
})

describe('pre-checkout modal choices', () => {
  const link = (enabled: boolean, has: boolean) => ({
    link_config: { enabled, has_payment_instruments: has },
  })
  it.each<[string, ReturnType<typeof link>, boolean, ReturnType<typeof preCheckoutChoices>]>([
    ['nothing to offer', link(false, false), false, null],
    ['vault enabled, nothing saved', link(true, false), false, null],
    ['saved instruments but vault off', link(false, true), false, null],
    [
      'vault with saved instruments',
      link(true, true),
      false,
      { vault: true, wallet: false, otherLabel: 'moreOptions' },
    ],
    ['wallet only', link(false, false), true, { vault: false, wallet: true, otherLabel: 'useOtherMethods' }],
    ['both', link(true, true), true, { vault: true, wallet: true, otherLabel: 'useOtherMethods' }],
  ])('%s', (_name, extra, wallet, expected) => {
    expect(preCheckoutChoices(providerTransaction(1, extra), wallet)).toEqual(expected)
  })

  it('labels the other-methods choice as SPEC §4 words it', () => {
    expect([DEFAULT_LABELS.useOtherMethods, DEFAULT_LABELS.moreOptions, DEFAULT_LABELS.payWithVault]).toEqual(
      ['Use other payment methods', 'More payment options', 'Pay with Vault'],
    )
  })
})

describe('labels from the locales', () => {
  it('every label has an English text equal to the default, in the payment namespace', async () => {
    const { readFileSync } = await import('node:fs')
    const { paymentLabels } = await import('../../src/features/payment/payment-labels')
    const english = JSON.parse(readFileSync('locales/shop/en_US.json', 'utf8')).payment as Record<
      string,
      string
    >
    expect(paymentLabels((key) => english[key.replace('payment.', '')] ?? `missing ${key}`)).toEqual(
      DEFAULT_LABELS,
    )
  })
})
