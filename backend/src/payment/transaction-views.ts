import { createHash } from 'node:crypto'
import type { PaymentTransactionRow } from '../db/payments'

export const MERCHANT = { id: 1, name: 'Forge Workstations' }

/** The simulator's customer code for an email: stable, so the same shopper is the same customer. */
export const customerCodeFor = (email: string) =>
  `CUS_${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 14)}`
const customerIdFor = (code: string) => parseInt(code.slice(4, 11), 16)

const parse = <T>(json: string | null, fallback: T): T => {
  if (!json) return fallback
  try {
    return JSON.parse(json) as T
  } catch {
    return fallback
  }
}

function customer(row: PaymentTransactionRow) {
  return { id: customerIdFor(row.customer_code), email: row.email, customer_code: row.customer_code }
}

/** What request_inline and verify_access_code answer (the popup's view of a transaction). */
export function inlineView(row: PaymentTransactionRow) {
  return {
    id: row.id,
    access_code: row.access_code,
    reference: row.reference,
    merchant_key: row.public_key,
    merchant_name: MERCHANT.name,
    merchant_id: MERCHANT.id,
    merchant_logo: null,
    channels: parse<string[]>(row.channels, []),
    amount: row.amount,
    currency: row.currency,
    email: row.email,
    label: row.label,
    customer: customer(row),
    plan_details: null,
    link_config: { enabled: false, has_payment_instruments: false },
    transaction_status: row.status,
  }
}

/** What `GET /transaction/verify/{reference}` and webhooks carry (the merchant server's view). */
export function verifyView(row: PaymentTransactionRow, domain: 'test' | 'live') {
  return {
    id: row.id,
    domain,
    // A transaction nobody completed reads as abandoned, as the provider reports it.
    status: row.status === '' ? 'abandoned' : row.status,
    reference: row.reference,
    amount: row.amount,
    requested_amount: row.amount,
    currency: row.currency,
    gateway_response: row.gateway_response ?? 'The transaction was not completed',
    paid_at: row.paid_at,
    created_at: row.created_at,
    channel: row.channel,
    ip_address: row.ip_address,
    metadata: parse<unknown>(row.metadata, null),
    log: parse<unknown>(row.log, null),
    customer: customer(row),
  }
}
