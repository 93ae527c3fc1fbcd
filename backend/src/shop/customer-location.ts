import type { Db } from '../db/database'
import type { Address } from '../db/orders'
import type { SessionData } from '../db/sessions'
import { userAddresses } from '../db/users'
import { SHOP_BASE, type Destination } from './shipping'

/** Where the cart ships to: the shipping address, else the billing address, else the shop's base (Lagos). */
export function shippingDestination(db: Db, userId: number | null, session: SessionData): Destination {
  let addresses: Address[] = [session.shipping, session.billing]
  if (userId !== null) {
    const user = userAddresses(db, userId)
    if (user) addresses = [user.shipping, user.billing]
  }
  const address = addresses.find((a) => a?.country)
  return address ? { country: address.country!, state: address.state ?? '' } : SHOP_BASE
}
