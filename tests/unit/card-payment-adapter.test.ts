import type { PaystackTransactionOptions, PopupTransaction } from '@paystack/inline-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardCharge } from '../../src/features/payment'
import { LOAD_TIMEOUT_MS, payWithSdk, type CardSdk } from '../../src/features/payment/pay-with-sdk'

const CHARGE: CardCharge = {
  amountKobo: 1_234_567_00,
  email: 'adaeze.okonkwo-bello@studio-lagos.example.ng',
  firstName: 'Adaeze',
  lastName: 'Okonkwo-Bello',
  phone: '+234 803 555 0101',
  metadata: { cart: [{ name: 'Forge Render Tower', quantity: 1 }] },
}

/**
 * A double of the SDK that calls back the way the pinned version does (the order of the calls is the point: see
 * payment-simulator/tests/sdk-entry-points.test.ts for the real SDK against the simulator).
 */
function fakeSdk(opened: PopupTransaction = { id: 7, accessCode: 'ac_1', status: null, errors: [] }) {
  let options: PaystackTransactionOptions | undefined
  let fail: Error | null = null
  const sdk = {
    checkout: vi.fn(async (given: PaystackTransactionOptions) => {
      options = given
      if (fail) throw fail
      return opened
    }),
    cancelTransaction: vi.fn(),
  } satisfies CardSdk
  return {
    sdk,
    opened,
    failWith: (error: Error) => void (fail = error),
    get options() {
      if (!options) throw new Error('checkout() was not called')
      return options
    },
  }
}

const started = async (fake: ReturnType<typeof fakeSdk>) => {
  await vi.waitFor(() => expect(fake.sdk.checkout).toHaveBeenCalled())
  await Promise.resolve()
  return fake.options
}

afterEach(() => vi.useRealTimers())

describe('the card payment adapter around the provider’s SDK', () => {
  it('charges the total in kobo, in naira, with the shop’s reference, and answers paid with it', async () => {
    const fake = fakeSdk()
    const paying = payWithSdk(fake.sdk, 'pk_test_x', CHARGE, 'ws_abc_12345678')
    const options = await started(fake)
    expect(options).toMatchObject({
      key: 'pk_test_x',
      amount: 123_456_700,
      currency: 'NGN',
      email: CHARGE.email,
      firstName: 'Adaeze',
      lastName: 'Okonkwo-Bello',
      phone: '+234 803 555 0101',
      reference: 'ws_abc_12345678',
      metadata: CHARGE.metadata,
    })
    options.onLoad?.({ id: 7, accessCode: 'ac_1', customer: null })
    options.onSuccess?.({ reference: 'ws_abc_12345678', status: 'success' })
    await expect(paying).resolves.toEqual({ status: 'paid', reference: 'ws_abc_12345678' })
  })

  it('a bank transfer is pending, although the SDK calls onCancel first', async () => {
    const fake = fakeSdk()
    const paying = payWithSdk(fake.sdk, 'pk', CHARGE, 'ws_ref')
    const options = await started(fake)
    options.onLoad?.({ id: 7, accessCode: 'ac_1', customer: null })
    options.onCancel?.()
    options.onBankTransferConfirmationPending?.()
    await expect(paying).resolves.toEqual({ status: 'pending', reference: 'ws_ref' })
  })

  it('closing the checkout is a cancel; after a declined card it carries the provider’s message', async () => {
    const plain = fakeSdk()
    const cancelled = payWithSdk(plain.sdk, 'pk', CHARGE, 'ws_1')
    ;(await started(plain)).onCancel?.()
    await expect(cancelled).resolves.toEqual({ status: 'cancelled' })

    const declined = fakeSdk({ id: 8, accessCode: 'ac_2', status: null, errors: [] })
    const paying = payWithSdk(declined.sdk, 'pk', CHARGE, 'ws_2')
    const options = await started(declined)
    declined.opened.errors!.push({ type: 'charge', message: 'Declined' })
    options.onCancel?.()
    await expect(paying).resolves.toEqual({ status: 'declined', message: 'Declined' })
  })

  it('a transaction that cannot start fails with the provider’s message, once', async () => {
    const fake = fakeSdk()
    fake.failWith(new Error('Invalid key'))
    const paying = payWithSdk(fake.sdk, 'pk_wrong', CHARGE, 'ws_3')
    const options = await started(fake)
    options.onError?.({ type: 'setup', message: 'Invalid key' })
    await expect(paying).resolves.toEqual({ status: 'failed', message: 'Invalid key' })
  })

  it('a network failure before the checkout opens fails with a plain message', async () => {
    const fake = fakeSdk()
    fake.failWith(new Error(''))
    await expect(payWithSdk(fake.sdk, 'pk', CHARGE, 'ws_4')).resolves.toEqual({
      status: 'failed',
      message: 'The payment provider did not answer.',
    })
  })

  it('a checkout that never loads is closed for the shopper, who is told so', async () => {
    vi.useFakeTimers()
    const fake = fakeSdk()
    const paying = payWithSdk(fake.sdk, 'pk', CHARGE, 'ws_5')
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS)
    await expect(paying).resolves.toEqual({ status: 'unavailable' })
    expect(fake.sdk.cancelTransaction).toHaveBeenCalledWith(fake.opened)
  })

  it('a loaded checkout is left open however long the shopper takes', async () => {
    vi.useFakeTimers()
    const fake = fakeSdk()
    const paying = payWithSdk(fake.sdk, 'pk', CHARGE, 'ws_6')
    await vi.advanceTimersByTimeAsync(10)
    fake.options.onLoad?.({ id: 7, accessCode: 'ac_1', customer: null })
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS * 4)
    expect(fake.sdk.cancelTransaction).not.toHaveBeenCalled()
    fake.options.onSuccess?.({ reference: 'ws_6' })
    await expect(paying).resolves.toEqual({ status: 'paid', reference: 'ws_6' })
  })
})
