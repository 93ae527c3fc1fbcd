import { describe, expect, it } from 'vitest'
import type { Customer } from '../../src/domain/shop'
import { DRAFT_KEY, clearDraft, loadDraft, saveDraft } from '../../src/features/checkout/checkout-draft'
import { emptyAddress, emptyCheckoutForm } from '../../src/features/checkout/checkout-form'
import { prefillFromCustomer } from '../../src/features/checkout/checkout-prefill'
import { countryOptions } from '../../src/components/address'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('the checkout draft', () => {
  it('keeps everything typed except the password', () => {
    const storage = memoryStorage()
    const form = emptyCheckoutForm()
    form.billing.firstName = 'Ada'
    form.customerNote = 'Leave at the gate'
    form.createAccount = true
    form.username = 'ada'
    form.password = 'hunter22'
    saveDraft(storage, form)
    expect(storage.map.get(DRAFT_KEY)).not.toContain('hunter22')
    expect(loadDraft(storage)).toEqual({ ...form, password: '' })
    clearDraft(storage)
    expect(loadDraft(storage)).toBeNull()
  })

  it('drops anything that is not what it wrote: wrong types, huge strings, broken JSON', () => {
    const storage = memoryStorage()
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        billing: {
          firstName: { evil: true },
          city: 'x'.repeat(5000),
          state: 'LA',
          __proto__: { polluted: 1 },
        },
        shipToDifferentAddress: 'yes',
        customerNote: 42,
        password: 'should never come back',
      }),
    )
    const draft = loadDraft(storage)!
    expect(draft.billing).toEqual({ ...emptyAddress(), state: 'LA' })
    expect(draft.shipToDifferentAddress).toBe(false)
    expect(draft.customerNote).toBe('')
    expect(draft.password).toBe('')
    storage.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft(storage)).toBeNull()
    expect(loadDraft(null)).toBeNull()
  })
})

describe('prefilling from the customer', () => {
  const customer: Customer = {
    id: 'c1',
    databaseId: 1,
    firstName: 'Demo',
    lastName: 'Shopper',
    email: 'demo@example.com',
    username: 'demo',
    isPayingCustomer: true,
    billing: {
      ...emptyAddress('NG'),
      address1: '1 Broad Street',
      city: 'Lagos',
      state: 'LA',
      phone: '0803 000 0000',
      email: '',
    },
    shipping: { ...emptyAddress('GH'), firstName: 'Demo', city: 'Accra', state: 'AA' },
  }

  it('fills the empty fields of a new form, country and state included', () => {
    const form = prefillFromCustomer(emptyCheckoutForm(), customer, true)
    expect(form.billing).toMatchObject({
      firstName: 'Demo',
      lastName: 'Shopper',
      email: 'demo@example.com',
      address1: '1 Broad Street',
      state: 'LA',
      country: 'NG',
    })
    expect(form.shipping).toMatchObject({ country: 'GH', state: 'AA', city: 'Accra' })
  })

  it('never replaces what the shopper typed, nor the country of a restored draft', () => {
    const typed = emptyCheckoutForm()
    typed.billing.city = 'Ikeja'
    typed.shipping.country = 'NG'
    const form = prefillFromCustomer(typed, customer, false)
    expect(form.billing.city).toBe('Ikeja')
    expect(form.billing.address1).toBe('1 Broad Street')
    // Ghana's state does not belong in a Nigerian address.
    expect(form.shipping).toMatchObject({ country: 'NG', state: '', city: 'Accra' })
  })
})

describe('country names', () => {
  it('names countries in the shopper language, sorted by it', () => {
    expect(countryOptions(['NG', 'DE', 'GH'], 'en-US').map((c) => c.name)).toEqual([
      'Germany',
      'Ghana',
      'Nigeria',
    ])
    expect(countryOptions(['NG', 'DE'], 'de-DE')).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'NG', name: 'Nigeria' },
    ])
  })
})
