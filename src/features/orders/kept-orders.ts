import type { ResultOf } from '../../graphql/tada'
import type { KeyValueStorage } from '../../lib/browser-env'
import type { OrderFields } from './order-fragments'

/**
 * The orders this browser placed, as the `checkout` answer gave them. A real WooCommerce lets nobody read an
 * order by its key, and a guest not even by its id, so the order-received page (after a reload, in a new tab)
 * shows this copy. Bounded, as it holds names and addresses: the last KEEP_COUNT orders, each for KEEP_FOR_MS,
 * and dropped when the shopper logs out (someone else may use the browser next).
 */

export type KeptOrder = ResultOf<typeof OrderFields>

export const KEPT_ORDERS_KEY = 'placedOrders'
export const KEEP_COUNT = 5
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000

interface Entry {
  keptAt: number
  order: KeptOrder
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Partial<Entry> | null
  return (
    typeof entry?.keptAt === 'number' &&
    typeof entry.order?.databaseId === 'number' &&
    typeof entry.order.orderKey === 'string'
  )
}

/** The entries still fresh, newest first; anything unreadable counts as none. */
function read(storage: KeyValueStorage, now: number): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(KEPT_ORDERS_KEY) ?? '[]')
    return (Array.isArray(parsed) ? parsed : [])
      .filter(isEntry)
      .filter((entry) => entry.keptAt <= now && now - entry.keptAt < KEEP_FOR_MS)
  } catch {
    return []
  }
}

function write(storage: KeyValueStorage, entries: Entry[]): void {
  try {
    if (entries.length) storage.set(KEPT_ORDERS_KEY, JSON.stringify(entries))
    else storage.remove(KEPT_ORDERS_KEY)
  } catch {
    // Storage full or refused: the order-received page then reads the order from the backend where it may.
  }
}

/** Keeps a just-placed order (replacing an older copy of it), dropping the oldest and the expired. */
export function keepOrder(storage: KeyValueStorage, order: KeptOrder, now = Date.now()): void {
  const others = read(storage, now).filter((entry) => entry.order.databaseId !== order.databaseId)
  write(storage, [{ keptAt: now, order }, ...others].slice(0, KEEP_COUNT))
}

/** The kept order with this id, if the URL's key (when it has one) is its key. */
export function keptOrder(
  storage: KeyValueStorage,
  orderId: number,
  orderKey: string,
  now = Date.now(),
): KeptOrder | null {
  const entry = read(storage, now).find((e) => e.order.databaseId === orderId)
  return entry && (!orderKey || entry.order.orderKey === orderKey) ? entry.order : null
}

/** Drops every kept order (at logout). */
export function forgetKeptOrders(storage: KeyValueStorage): void {
  write(storage, [])
}
