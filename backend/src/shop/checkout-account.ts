import type { Db } from '../db/database'
import type { Address } from '../db/orders'
import { insertUser } from './accounts'
import { checkNewCustomer } from './new-customer'

/** A guest's "create an account" at checkout; the password is already hashed (a generated one when none was given). */
export interface CheckoutAccount {
  username: string
  passwordHash: string
}

/**
 * WooCommerce's `wc_create_new_customer` as checkout calls it, with its refusals in its order: the billing email,
 * an account already using it, the username (made from the email when none is given). Returns the
 * new customer's id; call inside the checkout's transaction.
 */
export function createCheckoutAccount(
  db: Db,
  account: CheckoutAccount,
  billing: Address,
  shipping: Address,
): number {
  const email = billing.email ?? ''
  const username = checkNewCustomer(db, email, account.username)
  return insertUser(db, {
    username,
    email,
    passwordHash: account.passwordHash,
    firstName: billing.firstName,
    lastName: billing.lastName,
    billing,
    shipping,
  })
}
