import { sql, type Db } from './database'
import { SESSION_TOKEN_SECONDS, nowSeconds } from '../auth/tokens'
import type { Address } from './orders'

export interface CartLine {
  key: string
  productId: number
  variationId: number | null
  variation: Array<{ name: string; value: string }>
  quantity: number
}

/** What WooCommerce keeps in a customer session: the cart and, for guests, the addresses. */
export interface SessionData {
  cart: CartLine[]
  coupons: string[]
  chosenShipping: string[]
  /** The rate ids offered when the shopper chose (WooCommerce's `previous_shipping_methods`); absent: none chosen. */
  shippingRatesSeen?: string[]
  billing: Address
  shipping: Address
  /** Orders a guest placed from this session (newest last): with the billing email, what a guest may read. */
  placedOrders?: number[]
}

export const emptySession = (): SessionData => ({
  cart: [],
  coupons: [],
  chosenShipping: [],
  billing: {},
  shipping: {},
})

export function loadSession(db: Db, key: string): SessionData {
  const row = sql(db, 'SELECT data FROM sessions WHERE session_key = ?').get(key) as
    { data: string } | undefined
  return row ? { ...emptySession(), ...JSON.parse(row.data) } : emptySession()
}

export function saveSession(db: Db, key: string, data: SessionData): void {
  sql(
    db,
    `INSERT INTO sessions (session_key, data, expires) VALUES (?, ?, ?)
     ON CONFLICT (session_key) DO UPDATE SET data = excluded.data, expires = excluded.expires`,
  ).run(key, JSON.stringify(data), nowSeconds() + SESSION_TOKEN_SECONDS)
}

/** Reads, changes and writes a session in one transaction: concurrent requests never lose each other's changes. */
export function updateSession<T>(db: Db, key: string, change: (data: SessionData) => T): T {
  return db.transaction(() => {
    const data = loadSession(db, key)
    const result = change(data)
    saveSession(db, key, data)
    return result
  })()
}

export function deleteSession(db: Db, key: string): void {
  sql(db, 'DELETE FROM sessions WHERE session_key = ?').run(key)
}
