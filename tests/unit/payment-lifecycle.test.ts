import { describe, expect, it, vi } from 'vitest'
import { createPaymentClient } from '../../src/features/payment/payment-client'
import { POPUP_ID_PATTERN } from '../../src/features/payment/popup-id'
import { OPEN_IFRAME_DEPRECATED, SETUP_DEPRECATED } from '../../src/features/payment/messages'
import { API_URL, CHECKOUT_ORIGIN, CHECKOUT_URL, fakeBrowser, fakeProvider } from './payment-client-fakes'

const params = (extra: Record<string, unknown> = {}) => ({
  key: 'pk_test_merchant',
  email: 'ada@example.com',
  amount: 150000,
  currency: 'NGN',
  ...extra,
})

function setup(href?: string) {
  const provider = fakeProvider()
  const browser = fakeBrowser(href)
  const warnings: string[] = []
  let now = 1_700_000_000_000
  const client = createPaymentClient({
    apiUrl: API_URL,
    checkoutUrl: CHECKOUT_URL,
    fetch: provider.fetch,
    window: browser.window,
    frameHost: browser.frameHost,
    warn: (m) => warnings.push(m),
    clock: () => (now += 1000),
  })
  return { client, provider, browser, warnings }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const success = (reference: string) => ({
  event: 'success',
  data: {
    id: 1,
    reference,
    message: 'Approved',
    status: 'success',
    trans: '1',
    transaction: '1',
    trxref: reference,
  },
})

describe('payment lifecycle', () => {
  it('created → loaded → open → success, with set_ip, the iframe and update_log', async () => {
    const { client, provider, browser } = setup()
    const onSuccess = vi.fn()
    const onLoad = vi.fn()
    const tx = await client.newTransaction(params({ onSuccess, onLoad }))
    expect(tx.phase).toBe('open')
    expect(tx.id).toBe(1)
    const frame = browser.frames[0]!
    expect(frame.request.url).toBe(`${CHECKOUT_URL}/acc1`)
    expect(frame.request.id).toMatch(POPUP_ID_PATTERN)
    expect(frame.request.checkoutOrigin).toBe(CHECKOUT_ORIGIN)
    frame.request.onLoad()
    expect(frame.posts).toEqual([{ type: 'inline:url', url: 'https://shop.example/checkout' }])
    browser.fromFrame(frame, { event: 'loaded:checkout' })
    expect(frame.posts.slice(1)).toEqual([
      { type: 'render', accessCode: 'acc1', id: 1 },
      { type: 'analytics', action: 'checkout-opened' },
    ])
    browser.fromFrame(frame, {
      event: 'loaded:transaction',
      data: { id: 1, accessCode: 'acc1', customer: null },
    })
    expect(onLoad).toHaveBeenCalledWith({ id: 1, accessCode: 'acc1', customer: null })
    browser.fromFrame(frame, success('ref1'))
    expect(tx.phase).toBe('success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(frame.closed).toBe(true)
    expect(browser.listeners.size).toBe(0)
    await flush()
    expect(provider.paths()).toEqual([
      'checkout/request_inline',
      'transaction/set_ip/1',
      'transaction/update_log/1',
    ])
    const log = JSON.parse((provider.calls[2]!.body as { payload: string }).payload)
    expect(log).toMatchObject({ success: true, attempts: 1, errors: 0, mobile: false })
    expect(log.history.map((h: { type: string }) => h.type)).toContain('success')
    expect(provider.calls[2]!.headers.Authorization).toBe('Bearer pk_test_merchant')
  })

  it('the old callback names still work (callback, onClose)', async () => {
    const { client, browser } = setup()
    const callback = vi.fn()
    const onClose = vi.fn()
    await client.newTransaction(params({ callback }))
    browser.fromFrame(browser.frames[0]!, success('ref1'))
    await client.newTransaction(params({ amount: 1, onClose }))
    browser.fromFrame(browser.frames[1]!, { event: 'close' })
    expect(callback).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it.each([['cancel'], ['close']])(
    '%s ends as cancelled (abandoned) and calls onCancel once',
    async (event) => {
      const { client, browser } = setup()
      const onCancel = vi.fn()
      const tx = await client.newTransaction(params({ onCancel }))
      browser.fromFrame(browser.frames[0]!, { event })
      browser.fromFrame(browser.frames[0]!, { event })
      expect(tx.phase).toBe('cancelled')
      expect(tx.providerStatus).toBe('abandoned')
      expect(onCancel).toHaveBeenCalledTimes(1)
      expect(browser.frames[0]!.closed).toBe(true)
    },
  )

  it('transfer:pending closes the popup and calls the pending callback', async () => {
    const { client, browser } = setup()
    const onBankTransferConfirmationPending = vi.fn()
    const onSuccess = vi.fn()
    const tx = await client.newTransaction(params({ onBankTransferConfirmationPending, onSuccess }))
    browser.fromFrame(browser.frames[0]!, { event: 'transfer:pending' })
    expect(tx.phase).toBe('bank-transfer-pending')
    expect(onBankTransferConfirmationPending).toHaveBeenCalledTimes(1)
    expect(browser.frames[0]!.closed).toBe(true)
    browser.fromFrame(browser.frames[0]!, success('ref1'))
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it.each<[string, boolean]>([
    ['setup', true],
    ['charge', false],
    ['network', false],
  ])('an error of type %s reaches onError: %s', async (type, reaches) => {
    const { client, browser, warnings } = setup()
    const onError = vi.fn()
    const tx = await client.newTransaction(params({ onError }))
    browser.fromFrame(browser.frames[0]!, { event: 'error', data: { type, message: 'Declined' } })
    expect(onError).toHaveBeenCalledTimes(reaches ? 1 : 0)
    if (reaches) expect(onError).toHaveBeenCalledWith({ type, message: 'Declined' })
    expect(warnings).toEqual(reaches ? [] : ['Declined'])
    expect(tx.errors).toHaveLength(1)
    expect(tx.log.snapshot().errors).toBe(1)
    expect(tx.phase).toBe('open')
  })

  it('a refused request_inline throws the server message and calls onError with status false', async () => {
    const { client, provider, browser } = setup()
    provider.state.fail = 'Invalid Email Address Passed'
    const onError = vi.fn()
    await expect(client.newTransaction(params({ onError }))).rejects.toThrow('Invalid Email Address Passed')
    expect(onError).toHaveBeenCalledWith({
      type: 'setup',
      message: 'Invalid Email Address Passed',
      status: false,
    })
    expect(browser.frames).toHaveLength(0)
  })

  it('an access code skips request_inline and uses verify_access_code', async () => {
    const { client, provider, browser } = setup()
    const tx = await client.resumeTransaction('srv_code')
    expect(provider.paths()[0]).toBe('transaction/verify_access_code/srv_code')
    expect(tx.accessCode).toBe('srv_code')
    expect(browser.frames[0]!.request.url).toBe(`${CHECKOUT_URL}/srv_code`)
  })

  it('sends language and connect_account as headers', async () => {
    const { client, provider } = setup()
    await client.newTransaction(params({ language: 'fr', connect_account: 'ACCT_1' }))
    expect(provider.calls[0]!.headers).toMatchObject({
      'Accept-Language': 'fr',
      'x-connect-account': 'ACCT_1',
    })
    expect(provider.calls[0]!.body).not.toHaveProperty('language')
  })
})

describe('reuse and the active transaction', () => {
  it('reuses an abandoned transaction with identical parameters', async () => {
    const { client, provider, browser } = setup()
    const first = await client.newTransaction(params())
    browser.fromFrame(browser.frames[0]!, { event: 'cancel' })
    const again = await client.newTransaction(params())
    expect(again).toBe(first)
    expect(again.phase).toBe('open')
    expect(provider.paths().filter((p) => p === 'checkout/request_inline')).toHaveLength(1)
    expect(browser.frames[1]!.request.url).toBe(`${CHECKOUT_URL}/acc1`)
  })

  it.each<[string, Record<string, unknown>]>([
    ['another amount', { amount: 150001 }],
    ['another email', { email: 'obi@example.com' }],
    ['other metadata', { metadata: { cart: 2 } }],
  ])('does not reuse with %s', async (_name, change) => {
    const { client, provider, browser } = setup()
    await client.newTransaction(params({ metadata: { cart: 1 } }))
    browser.fromFrame(browser.frames[0]!, { event: 'cancel' })
    const next = await client.newTransaction(params({ metadata: { cart: 1 }, ...change }))
    expect(next.id).toBe(2)
    expect(provider.paths().filter((p) => p === 'checkout/request_inline')).toHaveLength(2)
  })

  it('treats key order in nested objects as the same parameters', async () => {
    const { client, browser } = setup()
    const first = await client.newTransaction(params({ metadata: { a: 1, b: { c: 2, d: 3 } } }))
    browser.fromFrame(browser.frames[0]!, { event: 'cancel' })
    expect(await client.newTransaction(params({ metadata: { b: { d: 3, c: 2 }, a: 1 } }))).toBe(first)
  })

  it.each<[string, string]>([
    ['paid', 'success'],
    ['pending transfer', 'transfer:pending'],
  ])('never reuses a %s transaction', async (_name, event) => {
    const { client, browser } = setup()
    const first = await client.newTransaction(params())
    browser.fromFrame(browser.frames[0]!, event === 'success' ? success('ref1') : { event })
    expect(await client.newTransaction(params())).not.toBe(first)
  })

  it('does not reuse what the provider already reports as paid', async () => {
    const { client, provider } = setup()
    provider.state.extra = { transaction_status: 'success' }
    const first = await client.preloadTransaction(params())
    void first
    await client.preloadTransaction(params())
    expect(provider.paths().filter((p) => p === 'checkout/request_inline')).toHaveLength(2)
  })

  it('a new checkout cancels the active one', async () => {
    const { client, browser } = setup()
    const onCancel = vi.fn()
    const first = await client.newTransaction(params({ onCancel }))
    const second = await client.newTransaction(params({ amount: 99 }))
    expect(first.phase).toBe('cancelled')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(browser.frames[0]!.closed).toBe(true)
    expect(second.phase).toBe('open')
    // The first popup's late messages no longer reach anything.
    browser.fromFrame(browser.frames[0]!, success('ref1'))
    expect(first.phase).toBe('cancelled')
  })

  it('cancelTransaction by id closes the popup', async () => {
    const { client, browser } = setup()
    const tx = await client.newTransaction(params())
    client.cancelTransaction(tx.id!)
    expect(tx.phase).toBe('cancelled')
    expect(browser.frames[0]!.closed).toBe(true)
  })

  it('preloadTransaction loads now and opens later', async () => {
    const { client, browser } = setup()
    const open = await client.preloadTransaction(params())
    expect(browser.frames).toHaveLength(0)
    open()
    expect(browser.frames).toHaveLength(1)
  })
})

describe('message origin checks', () => {
  it.each<[string, (b: ReturnType<typeof fakeBrowser>) => void]>([
    [
      'another origin, the iframe window',
      (b) => b.deliver('https://evil.example', b.frames[0]!.frameWindow, success('x')),
    ],
    ['the checkout origin, another window', (b) => b.deliver(CHECKOUT_ORIGIN, {}, success('x'))],
    ['the checkout origin, no window', (b) => b.deliver(CHECKOUT_ORIGIN, null, success('x'))],
    [
      'a look-alike origin',
      (b) => b.deliver(`${CHECKOUT_ORIGIN}.evil.example`, b.frames[0]!.frameWindow, success('x')),
    ],
    ['a success without a reference', (b) => b.fromFrame(b.frames[0]!, { event: 'success', data: {} })],
    ['an unknown event', (b) => b.fromFrame(b.frames[0]!, { event: 'charge:success' })],
    ['a string message', (b) => b.fromFrame(b.frames[0]!, 'success')],
  ])('ignores %s', async (_name, send) => {
    const { client, browser } = setup()
    const onSuccess = vi.fn()
    const tx = await client.newTransaction(params({ onSuccess }))
    send(browser)
    expect(onSuccess).not.toHaveBeenCalled()
    expect(tx.phase).toBe('open')
  })

  it('posts to the checkout origin only', async () => {
    const posted: Array<[unknown, string]> = []
    const { createDomFrameHost } = await import('../../src/features/payment/popup-frame')
    const contentWindow = { postMessage: (m: unknown, origin: string) => posted.push([m, origin]) }
    const element = {
      style: {} as Record<string, string>,
      setAttribute: () => {},
      addEventListener: () => {},
      remove: () => {},
      contentWindow,
    }
    const win = {
      ...fakeBrowser().window,
      document: { createElement: () => element, body: { appendChild: () => {} }, getElementById: () => null },
    }
    const handle = createDomFrameHost(win as never)({
      id: 'abcde',
      url: `${CHECKOUT_URL}/acc1`,
      checkoutOrigin: CHECKOUT_ORIGIN,
      container: null,
      onLoad: () => {},
    })
    handle.post({ type: 'close' })
    expect(posted).toEqual([[{ type: 'close' }, CHECKOUT_ORIGIN]])
    expect(handle.frameWindow).toBe(contentWindow)
  })
})

describe('old entry points', () => {
  it('setup() and openIframe() warn and still start the transaction', async () => {
    const { client, warnings, browser } = setup()
    const handler = client.setup(params())
    expect(warnings).toEqual([SETUP_DEPRECATED])
    await handler.openIframe()
    expect(warnings).toEqual([SETUP_DEPRECATED, OPEN_IFRAME_DEPRECATED])
    expect(browser.frames).toHaveLength(1)
  })
})

describe('loading', () => {
  it('a double press asks the provider once and opens one popup', async () => {
    const { client, provider, browser } = setup()
    const [a, b] = await Promise.all([client.newTransaction(params()), client.newTransaction(params())])
    expect(a).toBe(b)
    expect(provider.paths().filter((p) => p === 'checkout/request_inline')).toHaveLength(1)
    expect(browser.frames).toHaveLength(1)
  })

  it('after a refused load, the same parameters ask again (and a new checkout does not call onCancel)', async () => {
    const { client, provider } = setup()
    provider.state.fail = 'Service unavailable'
    const onCancel = vi.fn()
    await expect(client.newTransaction(params({ onCancel }))).rejects.toThrow('Service unavailable')
    provider.state.fail = null
    const tx = await client.newTransaction(params({ onCancel }))
    expect(tx.phase).toBe('open')
    expect(provider.paths().filter((p) => p === 'checkout/request_inline')).toHaveLength(2)
    await client.newTransaction(params({ amount: 5 }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})

describe('opening', () => {
  it('opens the iframe for a transaction already open without one (the wallet was tried first), once', async () => {
    const { createPaymentCore } = await import('../../src/features/payment/payment-core')
    const provider = fakeProvider()
    const browser = fakeBrowser()
    const core = createPaymentCore({
      apiUrl: API_URL,
      checkoutUrl: CHECKOUT_URL,
      fetch: provider.fetch,
      window: () => browser.window,
      frameHost: browser.frameHost,
      warn: () => {},
      clock: Date.now,
      random: Math.random,
    })
    const tx = await core.load(params())
    expect(tx.open()).toBe(true)
    core.open(tx)
    core.open(tx)
    expect(browser.frames).toHaveLength(1)
    expect(tx.phase).toBe('open')
  })
})

describe('the iframe in the page', () => {
  it('shows after 50 ms, fades out over 300 ms, then leaves the page', async () => {
    const { createDomFrameHost } = await import('../../src/features/payment/popup-frame')
    const timers: Array<[number, () => void]> = []
    let removed = false
    const attributes: Record<string, string> = {}
    const element = {
      style: {} as Record<string, string>,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      addEventListener: () => {},
      remove: () => (removed = true),
      contentWindow: { postMessage: () => {} },
    } as unknown as HTMLIFrameElement & { style: Record<string, string> }
    const appended: unknown[] = []
    const win = {
      ...fakeBrowser().window,
      setTimeout: (run: () => void, ms: number) => timers.push([ms, run]),
      document: { createElement: () => element, body: { appendChild: (c: unknown) => appended.push(c) } },
    }
    const handle = createDomFrameHost(win as never)({
      id: 'Ab3dE',
      url: `${CHECKOUT_URL}/acc1`,
      checkoutOrigin: CHECKOUT_ORIGIN,
      container: null,
      onLoad: () => {},
    })
    expect(appended).toEqual([element])
    expect(element.id).toBe('Ab3dE')
    expect(element.src).toBe(`${CHECKOUT_URL}/acc1`)
    expect(attributes.allow).toBe('payment')
    expect(element.style.cssText).toContain('opacity:0')
    expect(timers.map(([ms]) => ms)).toEqual([50])
    timers[0]![1]()
    expect(element.style.opacity).toBe('1')
    handle.close()
    handle.close()
    expect(element.style.opacity).toBe('0')
    expect(timers.map(([ms]) => ms)).toEqual([50, 300])
    expect(removed).toBe(false)
    timers[1]![1]()
    expect(removed).toBe(true)
  })
})
