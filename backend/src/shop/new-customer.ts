import type { Db } from '../db/database'
import { emailTaken, usernameTaken } from '../db/users'
import { isEmail, usernameFromEmail } from './accounts'
import { refuse } from './errors'

/** WordPress's `validate_username`: what `sanitize_user(…, strict)` leaves unchanged. */
const isValidUsername = (username: string) => /^[A-Za-z0-9 _.@-]+$/.test(username)

/**
 * The checks of WooCommerce's `wc_create_new_customer` (registerCustomer and checkout's "create an account" both
 * call it), in its order: the email, an account already using it, the username (made from the email when none is
 * given). Returns the username to create.
 */
export function checkNewCustomer(db: Db, email: string, username: string | null | undefined): string {
  if (!isEmail(email)) refuse('invalid-email')
  if (emailTaken(db, email)) refuse('account-email-exists', { email })
  const wanted = username?.trim() ?? ''
  if (!wanted) return usernameFromEmail(db, email)
  if (!isValidUsername(wanted)) refuse('account-username-invalid')
  if (usernameTaken(db, wanted)) refuse('account-username-exists')
  return wanted
}
