import { randomBytes } from 'node:crypto'
import { refuse } from './http'
import type { Transaction, TransactionStore } from './store'
import { customerCodeFor } from './views'

const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'bank_transfer', 'apple_pay']
const DEFAULT_CHANNELS = ['card', 'bank_transfer']
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/
const REFERENCE = /^[A-Za-z0-9_.=-]{1,100}$/
const MAX_AMOUNT = 10_000_000_000_00
const MAX_METADATA = 10_000

function amountOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > MAX_AMOUNT)
    refuse('Invalid Amount Sent')
  return n as number
}

function channelsOf(value: unknown): string[] {
  if (value === undefined) return DEFAULT_CHANNELS
  const list = Array.isArray(value) ? value : refuse('Invalid channels')
  const known = (list as unknown[]).filter((c): c is string => typeof c === 'string' && CHANNELS.includes(c))
  return known.length ? [...new Set(known)] : refuse('No valid channel was passed')
}

/** The SDK sends metadata as a JSON string; a server-side initialize sends an object. */
function metadataOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (text.length > MAX_METADATA) refuse('Metadata is too long')
  try {
    return JSON.parse(text)
  } catch {
    return refuse('Invalid metadata')
  }
}

function referenceOf(store: TransactionStore, body: Record<string, unknown>): string {
  // The SDK renames `reference` to `ref`; the server API takes `reference`.
  const given = body.reference ?? body.ref
  if (given === undefined || given === null || given === '') return `T${randomBytes(9).toString('hex')}`
  const reference = String(given)
  if (!REFERENCE.test(reference)) refuse('Invalid transaction reference')
  if (store.findByReference(reference)) refuse('Duplicate Transaction Reference')
  return reference
}

/**
 * A new transaction from request_inline's or initialize's parameters, checked as Paystack does: an email, a
 * positive whole amount in kobo, NGN, known channels, a fresh reference. The access code is unguessable.
 */
export function createTransaction(
  store: TransactionStore,
  publicKey: string,
  body: Record<string, unknown>,
  now: Date,
): Transaction {
  if (body.plan !== undefined) refuse('Plans are not offered by this merchant')
  if (body.customer_code !== undefined && body.email === undefined)
    refuse('Customer code is not known to this merchant')
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!EMAIL.test(email) || email.length > 254) refuse('Invalid Email Address Passed')
  const amount = amountOf(body.amount)
  const currency = body.currency === undefined ? 'NGN' : String(body.currency).toUpperCase()
  if (currency !== 'NGN') refuse('Currency not supported by merchant')
  const channels = channelsOf(body.channels)
  const metadata = metadataOf(body.metadata)
  const reference = referenceOf(store, body)
  const callbackUrl = typeof body.callback_url === 'string' ? body.callback_url.slice(0, 2000) : null
  return store.add({
    accessCode: randomBytes(12).toString('hex'),
    reference,
    publicKey,
    email,
    customerCode: customerCodeFor(email),
    amount,
    currency,
    channels,
    label: typeof body.label === 'string' ? body.label.slice(0, 100) : null,
    metadata,
    callbackUrl,
    createdAt: now.toISOString(),
  })
}
