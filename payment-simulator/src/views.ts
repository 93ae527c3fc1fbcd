import { createHash } from 'node:crypto'
import type { Transaction } from './store'

export const MERCHANT = { id: 1, name: 'Forge Workstations' }

/** A stable customer code for an email, so the same shopper is the same customer. */
export const customerCodeFor = (email: string) =>
  `CUS_${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 14)}`
const customerIdFor = (code: string) => parseInt(code.slice(4, 11), 16)

function customer(row: Transaction) {
  return { id: customerIdFor(row.customerCode), email: row.email, customer_code: row.customerCode }
}

/** What request_inline and verify_access_code answer (the popup's view of a transaction). */
export function inlineView(row: Transaction) {
  return {
    id: row.id,
    access_code: row.accessCode,
    reference: row.reference,
    merchant_key: row.publicKey,
    merchant_name: MERCHANT.name,
    merchant_id: MERCHANT.id,
    merchant_logo: null,
    channels: row.channels,
    amount: row.amount,
    currency: row.currency,
    email: row.email,
    label: row.label,
    customer: customer(row),
    plan_details: null,
    link_config: { enabled: false, has_payment_instruments: false },
    transaction_status: row.status,
    log: row.log,
  }
}

/** What `GET /transaction/verify/{reference}` and webhooks carry (the merchant server's view). */
export function verifyView(row: Transaction, domain: 'test' | 'live') {
  return {
    id: row.id,
    domain,
    // A transaction nobody completed reads as abandoned, as Paystack reports it.
    status: row.status === '' ? 'abandoned' : row.status,
    reference: row.reference,
    amount: row.amount,
    requested_amount: row.amount,
    currency: row.currency,
    gateway_response: row.gatewayResponse ?? 'The transaction was not completed',
    paid_at: row.paidAt,
    created_at: row.createdAt,
    channel: row.channel,
    ip_address: row.ipAddress,
    metadata: row.metadata,
    log: row.log,
    customer: customer(row),
  }
}
