import { randomBytes } from 'node:crypto'
import { transaction, type Db } from '../db/database'
import { deleteSession, loadSession, saveSession } from '../db/sessions'

/** Guest customer ids look like WooCommerce's: `t_` + random hex. Logged-in customers use their user id. */
export const newGuestKey = () => 't_' + randomBytes(15).toString('hex')
export const isGuestKey = (key: string) => key.startsWith('t_')

/**
 * Moves a guest session to a customer (WooGraphQL's `keep_new_fallback_old`): the guest cart wins when it has items,
 * otherwise the customer's saved cart stays. The guest session is deleted.
 */
export function transferSession(db: Db, guestKey: string, customerKey: string): void {
  transaction(db, () => {
    const guest = loadSession(db, guestKey)
    const customer = loadSession(db, customerKey)
    if (guest.cart.length > 0) {
      customer.cart = guest.cart
      customer.coupons = guest.coupons
      customer.chosenShipping = guest.chosenShipping
      customer.shippingRatesSeen = guest.shippingRatesSeen
    }
    saveSession(db, customerKey, customer)
    deleteSession(db, guestKey)
  })
}
