import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../src/db/database'
import { markStockReduced } from '../../src/db/orders'
import { seedShop } from '../../src/seed/seed'
import { createOrder } from '../../src/shop/orders'
import { startUnpaidOrderSweep } from '../../src/shop/unpaid-orders'

// The sweep while the backend serves: every minute, in batches of 100 with the event loop free between them.
afterEach(() => vi.useRealTimers())

describe('the periodic unpaid-order sweep', () => {
  it('cancels a backlog of overdue orders batch by batch once a minute has passed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unpaid-sweep-'))
    const db = openDatabase(dir)
    try {
      seedShop(db, 10)
      const product = db
        .prepare("SELECT id, name FROM products WHERE type = 'simple' AND manage_stock = 1 LIMIT 1")
        .get() as { id: number; name: string }
      const placed = Date.parse('2026-03-02T09:00:00Z')
      for (let i = 0; i < 250; i++) {
        const line = {
          productId: product.id,
          variationId: null,
          name: product.name,
          quantity: 1,
          unitPrice: 100,
        }
        const id = createOrder(db, {
          ...{ customerId: null, status: 'pending', billing: {}, shipping: {}, shippingCost: 0, coupons: [] },
          date: new Date(placed).toISOString().slice(0, 19),
          paymentMethod: 'paystack',
          paymentMethodTitle: 'Card',
          lines: [line],
        })
        markStockReduced(db, id)
      }
      const pending = () =>
        (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'pending'").get() as { n: number }).n
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      let now = placed + 30 * 60_000
      const logged: string[] = []
      const sweeper = startUnpaidOrderSweep(db, {
        clock: () => now,
        holdMinutes: 60,
        log: (message) => logged.push(message),
      })
      expect(pending()).toBe(250)
      now = placed + 61 * 60_000
      vi.advanceTimersByTime(59_999)
      expect(pending()).toBe(250)
      // On the minute a first batch of 100; the rest follow on later turns of the event loop, within the same minute.
      vi.advanceTimersByTime(1)
      expect(pending()).toBe(150)
      const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
      for (let turn = 0; turn < 3; turn++) await nextTurn()
      expect(pending()).toBe(0)
      expect(logged).toEqual([100, 100, 50].map((n) => `Cancelled ${n} unpaid order(s): hold time reached`))
      sweeper.stop()
    } finally {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
