import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import { findPaymentByReference, insertPaymentTransaction, findPaymentById } from '../db/payments'
import { HttpRefusal } from './payment-http'
import { customerCodeFor, inlineView } from './transaction-views'

const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'bank_transfer', 'apple_pay']
const DEFAULT_CHANNELS = ['card', 'bank_transfer']
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/
const REFERENCE = /^[A-Za-z0-9_.=-]{1,100}$/
const MAX_AMOUNT = 10_000_000_000_00

const refuse = (message: string, status = 400): never => {
  throw new HttpRefusal(status, message)
}

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

function metadataOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (text.length > 10_000) refuse('Metadata is too long')
  try {
    JSON.parse(text)
  } catch {
    refuse('Invalid metadata')
  }
  return text
}

/**
 * `POST /checkout/request_inline`: checks the popup's parameters as the provider does (the merchant's public key, an
 * email, a positive amount in kobo, NGN) and creates the transaction with an unguessable access code.
 */
export function requestInline(db: Db, publicKey: string | null, body: Record<string, unknown>, now: Date) {
  if (!publicKey || body.key !== publicKey) refuse('Invalid key', 401)
  if (body.plan !== undefined) refuse('Plans are not offered by this merchant')
  if (body.customer_code !== undefined && body.email === undefined)
    refuse('Customer code is not known to this merchant')
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!EMAIL.test(email) || email.length > 254) refuse('Invalid Email Address Passed')
  const amount = amountOf(body.amount)
  const currency = body.currency === undefined ? 'NGN' : String(body.currency).toUpperCase()
  if (currency !== 'NGN') refuse('Currency not supported by merchant')
  let reference: string
  if (body.reference !== undefined) {
    reference = String(body.reference)
    if (!REFERENCE.test(reference)) refuse('Invalid transaction reference')
    if (findPaymentByReference(db, reference)) refuse('Duplicate Transaction Reference')
  } else reference = `T${randomBytes(9).toString('hex')}`
  const label = typeof body.label === 'string' ? body.label.slice(0, 100) : null
  const id = insertPaymentTransaction(db, {
    access_code: randomBytes(12).toString('hex'),
    reference,
    public_key: publicKey!,
    email,
    customer_code: customerCodeFor(email),
    amount,
    currency,
    channels: JSON.stringify(channelsOf(body.channels)),
    label,
    metadata: metadataOf(body.metadata),
    created_at: now.toISOString(),
  })
  return inlineView(findPaymentById(db, id)!)
}
