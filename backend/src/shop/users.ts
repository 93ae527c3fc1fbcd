import { sql, type Db } from '../db/database'
import { fail } from '../graphql/errors'
import type { Address } from './orders'

export interface UserRow {
  id: number
  username: string
  email: string
  password_hash: string
  first_name: string
  last_name: string
  display_name: string
  role: string
  registered: string
  billing: string
  shipping: string
  description: string
  reset_key_hash: string | null
  reset_key_expires: number | null
}

export function getUser(db: Db, id: number): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
}

/** WordPress accepts a username or an email address wherever it asks for a login. */
export function findUserByLogin(db: Db, login: string): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE username = ? OR email = ?').get(login, login) as
    UserRow | undefined
}

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

/** Inserts a customer with WordPress's duplicate checks (`wp_insert_user` messages). Call inside a transaction. */
export function insertUser(db: Db, user: NewUser): number {
  if (sql(db, 'SELECT 1 FROM users WHERE username = ?').get(user.username))
    fail('Sorry, that username already exists!')
  if (sql(db, 'SELECT 1 FROM users WHERE email = ?').get(user.email))
    fail('Sorry, that email address is already used!')
  const result = sql(
    db,
    `INSERT INTO users (username, email, password_hash, first_name, last_name, display_name, registered, billing, shipping)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.username,
    user.email,
    user.passwordHash,
    user.firstName ?? '',
    user.lastName ?? '',
    user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
    new Date().toISOString().slice(0, 19),
    JSON.stringify(user.billing ?? {}),
    JSON.stringify(user.shipping ?? {}),
  )
  return Number(result.lastInsertRowid)
}

/** WooCommerce derives a username from the email address when none is given. */
export function usernameFromEmail(db: Db, email: string): string {
  const base =
    email
      .split('@')[0]!
      .replace(/[^a-z0-9._-]/gi, '')
      .toLowerCase() || 'customer'
  let candidate = base
  for (let n = 1; sql(db, 'SELECT 1 FROM users WHERE username = ?').get(candidate); n++)
    candidate = `${base}${n}`
  return candidate
}

export function updateUserRow(
  db: Db,
  id: number,
  changes: Partial<Record<keyof UserRow, string | number | null>>,
): void {
  const columns = Object.keys(changes).filter((c) => /^[a-z_]+$/.test(c))
  if (columns.length === 0) return
  db.prepare(`UPDATE users SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({
    ...changes,
    id,
  })
}
