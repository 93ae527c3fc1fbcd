import type { Db } from '../db/database'
import type { Address } from '../db/orders'
import { emailTaken, usernameTaken } from '../db/users'
import { insertUser, isEmail, usernameFromEmail } from './accounts'
import { refuse } from './errors'

/** A guest's "create an account" at checkout; the password is already hashed (null when none was given). */
export interface CheckoutAccount {
  username: string
  passwordHash: string | null
}

/** WordPress's `validate_username`: what `sanitize_user(…, strict)` leaves unchanged. */
const isValidUsername = (username: string) => /^[A-Za-z0-9 _.@-]+$/.test(username)

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
  if (!isEmail(email)) refuse('invalid-email')
  if (emailTaken(db, email)) refuse('account-email-exists')
  let username = account.username.trim()
  if (!username) username = usernameFromEmail(db, email)
  else if (!isValidUsername(username)) refuse('account-username-invalid')
  else if (usernameTaken(db, username)) refuse('account-username-exists')
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
