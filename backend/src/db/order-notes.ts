import { sql, type Db } from './database'

export interface OrderNoteRow {
  id: number
  order_id: number
  content: string
  date: string
  customer_note: number
}

/** Adds a private order note (WooCommerce's `$order->add_order_note()`, not shown to the customer). */
export function addOrderNote(db: Db, orderId: number, content: string, date: string): void {
  sql(db, 'INSERT INTO order_notes (order_id, content, date) VALUES (?, ?, ?)').run(orderId, content, date)
}

export function getOrderNotes(db: Db, orderId: number): OrderNoteRow[] {
  return sql(db, 'SELECT * FROM order_notes WHERE order_id = ? ORDER BY id').all(orderId) as OrderNoteRow[]
}
