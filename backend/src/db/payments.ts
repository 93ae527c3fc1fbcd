import { sql, type Db } from './database'

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
