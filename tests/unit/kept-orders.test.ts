import { describe, expect, it } from 'vitest'
import {
  forgetKeptOrders,
  KEEP_COUNT,
  KEEP_FOR_MS,
  keepOrder,
  KEPT_ORDERS_KEY,
  keptOrder,
  type KeptOrder,
} from '../../src/features/orders/kept-orders'
import type { KeyValueStorage } from '../../src/lib/browser-env'

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

const order = (databaseId: number, orderKey = `wc_order_k${databaseId}`) =>
  ({ id: `o${databaseId}`, databaseId, orderKey, total: '₦1.00' }) as KeptOrder

describe('the orders this browser placed', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')

  it('finds a kept order by id, and by id and key when the URL has one', () => {
    const storage = memoryStorage()
    keepOrder(storage, order(80), now)
    expect(keptOrder(storage, 80, '', now)?.total).toBe('₦1.00')
    expect(keptOrder(storage, 80, 'wc_order_k80', now)?.databaseId).toBe(80)
    expect(keptOrder(storage, 80, 'wc_order_other', now)).toBeNull()
    expect(keptOrder(storage, 81, '', now)).toBeNull()
  })

  it(`keeps the last ${KEEP_COUNT}, each for a week, a newer copy replacing an older one`, () => {
    const storage = memoryStorage()
    for (let id = 1; id <= KEEP_COUNT + 2; id++) keepOrder(storage, order(id), now + id)
    expect(keptOrder(storage, 1, '', now + 10)).toBeNull()
    expect(keptOrder(storage, 2, '', now + 10)).toBeNull()
    expect(keptOrder(storage, 3, '', now + 10)).not.toBeNull()
    keepOrder(storage, { ...order(7), total: '₦2.00' }, now + 20)
    expect(keptOrder(storage, 7, '', now + 20)?.total).toBe('₦2.00')
    expect(JSON.parse(storage.map.get(KEPT_ORDERS_KEY)!)).toHaveLength(KEEP_COUNT)
    expect(keptOrder(storage, 7, '', now + 20 + KEEP_FOR_MS)).toBeNull()
  })

  it('forgets them all (at logout), and reads unreadable storage as none', () => {
    const storage = memoryStorage()
    keepOrder(storage, order(80), now)
    forgetKeptOrders(storage)
    expect(storage.map.has(KEPT_ORDERS_KEY)).toBe(false)
    storage.set(KEPT_ORDERS_KEY, '{not json')
    expect(keptOrder(storage, 80, '', now)).toBeNull()
    storage.set(KEPT_ORDERS_KEY, JSON.stringify([{ keptAt: now, order: { databaseId: '80' } }]))
    expect(keptOrder(storage, 80, '', now)).toBeNull()
  })
})
