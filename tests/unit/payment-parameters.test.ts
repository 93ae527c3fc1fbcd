import { describe, expect, it } from 'vitest'
import { normaliseParameters } from '../../src/features/payment/normalise-params'
import { buildRequestInline } from '../../src/features/payment/request-body'
import { validateParameters } from '../../src/features/payment/validate-params'

const base = { key: 'pk_test_x', email: 'ada@example.com', amount: 150000 }
const noop = () => {}

describe('payment parameters: the object itself', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'key=pk'],
    ['a number', 42],
    ['an array', [base]],
    ['an empty object', {}],
    ['a class instance', new Date()],
  ])('%s gives the non-empty-object message', (_name, params) => {
    expect(() => validateParameters(params)).toThrow(
      new Error('Transaction parameters should be a non-empty object'),
    )
  })
})

describe('payment parameters: required and typed', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no key', { email: 'a@b.c', amount: 100 }, 'Required parameter missing: key'],
    ['empty key', { ...base, key: '' }, 'Required parameter missing: key'],
    ['no amount', { key: 'pk', email: 'a@b.c' }, 'Required parameter missing: amount'],
    ['no email', { key: 'pk', amount: 100 }, 'Required parameter missing: email'],
    ['key not a string', { ...base, key: 42 }, 'Invalid parameter type: key'],
    ['amount an object', { ...base, amount: { value: 1 } }, 'Invalid parameter type: amount'],
    ['amount NaN', { ...base, amount: Number.NaN }, 'Invalid parameter type: amount'],
    ['channels a string', { ...base, channels: 'card' }, 'Invalid parameter type: channels'],
    ['metadata an array', { ...base, metadata: [1] }, 'Invalid parameter type: metadata'],
    ['metadata a string', { ...base, metadata: '{}' }, 'Invalid parameter type: metadata'],
    [
      'subscriptionCount a string',
      { ...base, subscriptionCount: '2' },
      'Invalid parameter type: subscriptionCount',
    ],
    [
      'subscription_count a string',
      { ...base, subscription_count: '2' },
      'Invalid parameter type: subscriptionCount',
    ],
    ['onSuccess not a function', { ...base, onSuccess: 'go' }, 'Invalid parameter type: onSuccess'],
    ['onCancel not a function', { ...base, onCancel: 1 }, 'Invalid parameter type: onCancel'],
    ['callback not a function', { ...base, callback: {} }, 'Invalid parameter type: callback'],
    [
      'onBankTransferConfirmationPending',
      { ...base, onBankTransferConfirmationPending: true },
      'Invalid parameter type: onBankTransferConfirmationPending',
    ],
  ])('%s → %s', (_name, params, message) => {
    expect(() => validateParameters(params)).toThrow(new Error(message))
  })

  it.each<[string, Record<string, unknown>]>([
    ['all three', base],
    ['amount as a string', { ...base, amount: '150000' }],
    ['plan instead of amount', { key: 'pk', email: 'a@b.c', plan: 'PLN_1' }],
    ['planCode instead of amount', { key: 'pk', email: 'a@b.c', planCode: 'PLN_1' }],
    ['plan_code instead of amount', { key: 'pk', email: 'a@b.c', plan_code: 'PLN_1' }],
    ['customerCode instead of email', { key: 'pk', amount: 1, customerCode: 'CUS_1' }],
    ['customer_code instead of email', { key: 'pk', amount: 1, customer_code: 'CUS_1' }],
    [
      'every callback',
      {
        ...base,
        onError: noop,
        onLoad: noop,
        onSuccess: noop,
        onCancel: noop,
        callback: noop,
        onClose: noop,
        onBankTransferConfirmationPending: noop,
      },
    ],
  ])('%s passes', (_name, params) => {
    expect(() => validateParameters(params)).not.toThrow()
  })

  it('with an access code nothing else is checked', () => {
    expect(validateParameters({ accessCode: 'abc', key: 42, metadata: 'x' }).data).toEqual({
      accessCode: 'abc',
      key: 42,
      metadata: 'x',
    })
    expect(validateParameters({ access_code: 'abc' }).data.accessCode).toBe('abc')
  })
})

describe('payment parameters: names', () => {
  it('drops unknown keys and separates callbacks', () => {
    const { data, callbacks } = normaliseParameters({
      ...base,
      evil: '<script>',
      __proto__x: 1,
      onSuccess: noop,
    })
    expect(data).toEqual(base)
    expect(Object.keys(callbacks)).toEqual(['onSuccess'])
  })

  it.each([
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
    ['ref', 'reference'],
    ['subaccount_code', 'subaccountCode'],
    ['transaction_charge', 'transactionCharge'],
    ['plan_interval', 'planInterval'],
    ['subscription_limit', 'subscriptionLimit'],
    ['subscription_start_date', 'subscriptionStartDate'],
    ['payment_request', 'paymentRequest'],
    ['payment_page', 'paymentPage'],
    ['order_id', 'orderId'],
    ['split_code', 'splitCode'],
    ['transaction_type', 'transactionType'],
    ['connect_account', 'connectAccount'],
    ['connect_split', 'connectSplit'],
  ])('%s is read as %s', (snake, camel) => {
    expect(normaliseParameters({ [snake]: 'v' }).data).toEqual({ [camel]: 'v' })
  })

  it('camelCase wins over snake_case whichever comes first', () => {
    expect(normaliseParameters({ first_name: 'snake', firstName: 'camel' }).data.firstName).toBe('camel')
    expect(normaliseParameters({ firstName: 'camel', first_name: 'snake' }).data.firstName).toBe('camel')
  })
})

describe('request_inline body and headers', () => {
  const body = (params: Record<string, unknown>) => buildRequestInline(validateParameters(params).data)

  it('sends wire names and popup mode', () => {
    expect(
      body({ ...base, firstName: 'Ada', lastName: 'Obi', reference: 'R1', currency: 'NGN' }).body,
    ).toEqual({
      mode: 'popup',
      key: 'pk_test_x',
      email: 'ada@example.com',
      amount: 150000,
      currency: 'NGN',
      firstname: 'Ada',
      lastname: 'Obi',
      reference: 'R1',
    })
  })

  it('customerCode replaces email and planCode replaces amount', () => {
    const { body: sent } = body({ ...base, customerCode: 'CUS_1', planCode: 'PLN_1' })
    expect(sent.email).toBeUndefined()
    expect(sent.amount).toBeUndefined()
    expect(sent.customer_code).toBe('CUS_1')
    expect(sent.plan).toBe('PLN_1')
  })

  it('objects travel as JSON strings', () => {
    const split = { type: 'percentage', subaccounts: [{ subaccount: 'ACCT_1', share: 30 }] }
    const { body: sent } = body({ ...base, split, metadata: { cart: 7 }, connect_split: [{ a: 1 }] })
    expect(sent.split).toBe(JSON.stringify(split))
    expect(sent.metadata).toBe('{"cart":7}')
    expect(sent.connect_split).toBe('[{"a":1}]')
  })

  it.each<[string, Record<string, unknown>, string[] | undefined]>([
    ['card false → bank only', { card: false }, ['bank']],
    ['bank false → card only', { bank: false }, ['card']],
    [
      'both true → channels as given',
      { card: true, bank: true, channels: ['card', 'ussd'] },
      ['card', 'ussd'],
    ],
    ['card false overrides channels', { card: false, channels: ['card', 'ussd'] }, ['bank']],
    ['nothing said → no channels', {}, undefined],
  ])('%s', (_name, extra, channels) => {
    expect(body({ ...base, ...extra }).body.channels).toEqual(channels)
  })

  it('language and connect_account go in headers, never the body', () => {
    const { body: sent, headers } = body({ ...base, language: 'fr', connect_account: 'ACCT_9' })
    expect(headers).toEqual({ 'Accept-Language': 'fr', 'x-connect-account': 'ACCT_9' })
    expect(JSON.stringify(sent)).not.toMatch(/fr|ACCT_9|language|connect_account/)
    expect(body(base).headers).toEqual({})
  })
})
