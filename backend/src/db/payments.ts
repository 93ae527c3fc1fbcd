import { sql, type Db } from './database'

/** The provider simulator's record of one transaction (amounts in kobo). */
export interface PaymentTransactionRow {
  id: number
  access_code: string
  reference: string
  public_key: string
  email: string
  customer_code: string
  amount: number
  currency: string
  /** JSON list of channel names. */
  channels: string
  label: string | null
  metadata: string | null
  /** '' new, then abandoned, pending, success or failed. */
  status: string
  channel: string | null
  gateway_response: string | null
  ip_address: string | null
  /** JSON of the popup's log (update_log). */
  log: string | null
  created_at: string
  paid_at: string | null
}

export type NewPaymentTransaction = Pick<
  PaymentTransactionRow,
  | 'access_code'
  | 'reference'
  | 'public_key'
  | 'email'
  | 'customer_code'
  | 'amount'
  | 'currency'
  | 'channels'
  | 'label'
  | 'metadata'
  | 'created_at'
>

export function insertPaymentTransaction(db: Db, row: NewPaymentTransaction): number {
  const result = sql(
    db,
    `INSERT INTO payment_transactions (access_code, reference, public_key, email, customer_code, amount, currency,
       channels, label, metadata, created_at)
     VALUES (@access_code, @reference, @public_key, @email, @customer_code, @amount, @currency, @channels, @label,
       @metadata, @created_at)`,
  ).run(row)
  return Number(result.lastInsertRowid)
}

export const findPaymentById = (db: Db, id: number) =>
  sql(db, 'SELECT * FROM payment_transactions WHERE id = ?').get(id) as PaymentTransactionRow | undefined
export const findPaymentByAccessCode = (db: Db, code: string) =>
  sql(db, 'SELECT * FROM payment_transactions WHERE access_code = ?').get(code) as
    PaymentTransactionRow | undefined
export const findPaymentByReference = (db: Db, reference: string) =>
  sql(db, 'SELECT * FROM payment_transactions WHERE reference = ?').get(reference) as
    PaymentTransactionRow | undefined

export function setPaymentOutcome(
  db: Db,
  id: number,
  outcome: { status: string; channel: string | null; gateway_response: string; paid_at: string | null },
): void {
  sql(
    db,
    `UPDATE payment_transactions SET status = @status, channel = @channel, gateway_response = @gateway_response,
       paid_at = @paid_at WHERE id = @id`,
  ).run({ ...outcome, id })
}

export const setPaymentLog = (db: Db, id: number, log: string) =>
  sql(db, 'UPDATE payment_transactions SET log = ? WHERE id = ?').run(log, id)
export const setPaymentIp = (db: Db, id: number, ip: string) =>
  sql(db, 'UPDATE payment_transactions SET ip_address = ? WHERE id = ?').run(ip, id)

/** Records a webhook event once; answers false when it was already recorded (a replay). */
export function recordWebhookEvent(db: Db, key: string, receivedAt: string): boolean {
  return (
    sql(db, 'INSERT OR IGNORE INTO payment_webhook_events (event_key, received_at) VALUES (?, ?)').run(
      key,
      receivedAt,
    ).changes === 1
  )
}
export const forgetWebhookEvent = (db: Db, key: string) =>
  sql(db, 'DELETE FROM payment_webhook_events WHERE event_key = ?').run(key)

/** Ties a paid reference to one order; answers false when another order already holds it. */
export function claimPaymentReference(
  db: Db,
  reference: string,
  orderId: number,
  claimedAt: string,
): boolean {
  const done = sql(
    db,
    'INSERT OR IGNORE INTO payment_references (reference, order_id, claimed_at) VALUES (?, ?, ?)',
  ).run(reference, orderId, claimedAt)
  if (done.changes === 1) return true
  const held = sql(db, 'SELECT order_id FROM payment_references WHERE reference = ?').get(reference) as
    { order_id: number } | undefined
  return held?.order_id === orderId
}

/** The order a reference was claimed for, if any. */
export function referenceOrderId(db: Db, reference: string): number | null {
  const held = sql(db, 'SELECT order_id FROM payment_references WHERE reference = ?').get(reference) as
    { order_id: number } | undefined
  return held?.order_id ?? null
}
