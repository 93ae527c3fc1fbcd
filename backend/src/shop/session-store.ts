import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
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
  billing: Address
  shipping: Address
}

export const emptySession = (): SessionData => ({
  cart: [],
  coupons: [],
  chosenShipping: [],
  billing: {},
  shipping: {},
})

/** Guest customer ids look like WooCommerce's: `t_` + random hex. Logged-in customers use their user id. */
export const newGuestKey = () => 't_' + randomBytes(15).toString('hex')
export const isGuestKey = (key: string) => key.startsWith('t_')

export function loadSession(db: Db, key: string): SessionData {
  const row = db.prepare('SELECT data FROM sessions WHERE session_key = ?').get(key) as
    { data: string } | undefined
  return row ? { ...emptySession(), ...JSON.parse(row.data) } : emptySession()
}

export function saveSession(db: Db, key: string, data: SessionData): void {
  db.prepare(
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

/**
 * Moves a guest session to a customer (WooGraphQL's `keep_new_fallback_old`): the guest cart wins when it has items,
 * otherwise the customer's saved cart stays. The guest session is deleted.
 */
export function transferSession(db: Db, guestKey: string, customerKey: string): void {
  db.transaction(() => {
    const guest = loadSession(db, guestKey)
    const customer = loadSession(db, customerKey)
    if (guest.cart.length > 0) {
      customer.cart = guest.cart
      customer.coupons = guest.coupons
      customer.chosenShipping = guest.chosenShipping
    }
    saveSession(db, customerKey, customer)
    db.prepare('DELETE FROM sessions WHERE session_key = ?').run(guestKey)
  })()
}
