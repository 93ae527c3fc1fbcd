import type { Db } from '../db/database'
import type { Address } from '../db/orders'
import { emailTaken, insertUserRow, usernameTaken } from '../db/users'
import { refuse } from './errors'

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

export interface NewUser {
  username: string
  email: string
  passwordHash: string
  firstName?: string | null
  lastName?: string | null
  displayName?: string | null
  billing?: Address
  shipping?: Address
}

/** Inserts a customer with WordPress's duplicate checks (`wp_insert_user`). Call inside a transaction. */
export function insertUser(db: Db, user: NewUser): number {
  if (usernameTaken(db, user.username)) refuse('username-exists')
  if (emailTaken(db, user.email)) refuse('email-exists')
  return insertUserRow(db, {
    username: user.username,
    email: user.email,
    passwordHash: user.passwordHash,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName:
      user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
    registered: new Date().toISOString().slice(0, 19),
    billing: user.billing ?? {},
    shipping: user.shipping ?? {},
  })
}

/** WooCommerce derives a username from the email address when none is given. */
export function usernameFromEmail(db: Db, email: string): string {
  const base =
    email
      .split('@')[0]!
      .replace(/[^a-z0-9._-]/gi, '')
      .toLowerCase() || 'customer'
  let candidate = base
  for (let n = 1; usernameTaken(db, candidate); n++) candidate = `${base}${n}`
  return candidate
}
