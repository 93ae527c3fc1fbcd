import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate, migrations } from '../../src/db/migrations'

// A shop upgraded from before stock holds expired: the pending orders its checkout placed (the ones that survived
// three restarts in issue 25) must be swept too, and the sales already counted must not be counted again.
describe('migration 11: stock holds of orders placed before it', () => {
  it('marks existing pending orders as holding stock and every existing order as counted', () => {
    const db = new Database(':memory:')
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    )
    for (const m of migrations.filter((m) => m.version <= 10)) {
      db.exec(m.sql)
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-01')
    }
    const insert = db.prepare(
      `INSERT INTO orders (id, order_key, status, date, billing, shipping, payment_method, payment_method_title,
        subtotal, discount_total, discount_tax, shipping_total, shipping_tax, cart_tax, total_tax, total)
       VALUES (?, ?, ?, '2026-01-01T10:00:00', '{}', '{}', 'paystack', 'Card', 1, 0, 0, 0, 0, 0, 0, 1)`,
    )
    insert.run(1, 'wc_order_a', 'pending')
    insert.run(2, 'wc_order_b', 'processing')
    migrate(db)
    expect(db.prepare('SELECT id, stock_reduced, sales_recorded FROM orders ORDER BY id').all()).toEqual([
      { id: 1, stock_reduced: 1, sales_recorded: 1 },
      { id: 2, stock_reduced: 0, sales_recorded: 1 },
    ])
    db.close()
  })
})
