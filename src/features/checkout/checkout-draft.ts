import type { Address } from '../../domain/shop'
import { emptyAddress, emptyCheckoutForm, type CheckoutForm } from './checkout-form'
import { ADDRESS_FIELDS } from './checkout-validation'

/**
 * The typed checkout form kept in the tab's sessionStorage, so a reload or the shop runtime's
 * arrival loses nothing. The password is never stored. What is read back is checked field by field:
 * anything that is not a short string (or a boolean where one belongs) is dropped.
 */
export const DRAFT_KEY = 'checkout-draft'
const MAX_LENGTH = 1000

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The tab's sessionStorage, or null where it cannot be used (prerender, privacy modes). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.length <= MAX_LENGTH ? value : fallback

function toAddress(value: unknown): Address {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const address = emptyAddress()
  for (const field of ADDRESS_FIELDS) address[field] = text(stored[field], address[field])
  return address
}

export function loadDraft(storage: DraftStorage | null): CheckoutForm | null {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null')
  } catch {
    return null
  }
  if (!stored || typeof stored !== 'object') return null
  const draft = stored as Record<string, unknown>
  const form = emptyCheckoutForm()
  return {
    ...form,
    billing: toAddress(draft.billing),
    shipping: toAddress(draft.shipping),
    shipToDifferentAddress: draft.shipToDifferentAddress === true,
    customerNote: text(draft.customerNote, ''),
    paymentMethod: text(draft.paymentMethod, ''),
    createAccount: draft.createAccount === true,
    username: text(draft.username, ''),
  }
}

export function saveDraft(storage: DraftStorage | null, form: CheckoutForm): void {
  const { password: _password, ...kept } = form
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(kept))
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear.
  }
}
