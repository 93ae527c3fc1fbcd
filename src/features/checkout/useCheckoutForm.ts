import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Customer } from '../../domain/shop'
import { clearDraft, loadDraft, saveDraft, sessionDraftStorage } from './checkout-draft'
import { emptyCheckoutForm, type AddressField, type AddressKind, type CheckoutForm } from './checkout-form'
import { prefillFromCustomer } from './checkout-prefill'

export interface CheckoutFormState {
  form: CheckoutForm
  setAddressField(kind: AddressKind, field: AddressField, value: string): void
  set<K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]): void
  /** Forgets the draft (after the order is placed). */
  discardDraft(): void
}

/**
 * The checkout form's state: restored from the tab's draft (a reload loses nothing), completed once
 * with the customer's saved addresses where the shopper left fields empty, and saved as it changes.
 */
export function useCheckoutForm(customer: Customer | null): CheckoutFormState {
  const storage = useMemo(sessionDraftStorage, [])
  const draft = useMemo(() => loadDraft(storage), [storage])
  const [form, setForm] = useState<CheckoutForm>(() => draft ?? emptyCheckoutForm())
  const prefilled = useRef(false)
  const saving = useRef(true)

  useEffect(() => {
    if (prefilled.current || !customer) return
    prefilled.current = true
    setForm((current) => prefillFromCustomer(current, customer, !draft))
  }, [customer, draft])

  useEffect(() => {
    if (saving.current) saveDraft(storage, form)
  }, [storage, form])

  const setAddressField = useCallback((kind: AddressKind, field: AddressField, value: string) => {
    setForm((current) => {
      const address = { ...current[kind], [field]: value }
      // Another country has other states.
      if (field === 'country' && value !== current[kind].country) address.state = ''
      return { ...current, [kind]: address }
    })
  }, [])

  const set = useCallback(<K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
  }, [])

  const discardDraft = useCallback(() => {
    saving.current = false
    clearDraft(storage)
  }, [storage])

  return { form, setAddressField, set, discardDraft }
}
