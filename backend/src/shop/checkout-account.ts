import type { Db } from '../db/database'
import type { Address } from '../db/orders'
import { insertUser } from './accounts'
import { refuse } from './errors'
import { checkNewCustomer } from './new-customer'

/** A guest's "create an account" at checkout; the password is already hashed (null when none was given). */
export interface CheckoutAccount {
  username: string
  passwordHash: string | null
}

/**
 * WooCommerce's `wc_create_new_customer` as checkout calls it, with its refusals in its order: the billing email,
 * an account already using it, the username (made from the email when none is given), the password. Returns the
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
  if (!account.passwordHash) refuse('account-password-missing')
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
