import { sql, type Db } from '../db/database'
import type { Address } from './orders'
import { SHOP_BASE, type Destination } from './shipping'
import type { SessionData } from './session-store'

/** Where the cart ships to: the shipping address, else the billing address, else the shop's base (Lagos). */
export function shippingDestination(db: Db, userId: number | null, session: SessionData): Destination {
  let addresses: Address[] = [session.shipping, session.billing]
  if (userId !== null) {
    const user = sql(db, 'SELECT billing, shipping FROM users WHERE id = ?').get(userId) as
      { billing: string; shipping: string } | undefined
    if (user) addresses = [JSON.parse(user.shipping), JSON.parse(user.billing)]
  }
  const address = addresses.find((a) => a?.country)
  return address ? { country: address.country!, state: address.state ?? '' } : SHOP_BASE
}
