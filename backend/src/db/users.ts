import { sql, type Db } from './database'
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

export const usernameTaken = (db: Db, username: string) =>
  !!sql(db, 'SELECT 1 FROM users WHERE username = ?').get(username)

export const emailTaken = (db: Db, email: string) =>
  !!sql(db, 'SELECT 1 FROM users WHERE email = ?').get(email)

/** A user's saved addresses, or undefined when there is no such user. */
export function userAddresses(db: Db, id: number): { billing: Address; shipping: Address } | undefined {
  const row = sql(db, 'SELECT billing, shipping FROM users WHERE id = ?').get(id) as
    { billing: string; shipping: string } | undefined
  return row && { billing: JSON.parse(row.billing), shipping: JSON.parse(row.shipping) }
}

export interface UserRecord {
  id?: number
  username: string
  email: string
  passwordHash: string
  firstName: string
  lastName: string
  displayName: string
  registered: string
  billing: Address
  shipping: Address
}

export function insertUserRow(db: Db, user: UserRecord): number {
  const result = sql(
    db,
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name, display_name, registered, billing, shipping)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.id ?? null,
    user.username,
    user.email,
    user.passwordHash,
    user.firstName,
    user.lastName,
    user.displayName,
    user.registered,
    JSON.stringify(user.billing),
    JSON.stringify(user.shipping),
  )
  return Number(result.lastInsertRowid)
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

/**
 * Sets a new password if the reset key is still `keyHash`, spending the key; of two requests racing with one key,
 * only the first gets true.
 */
export function spendResetKey(db: Db, id: number, keyHash: string, passwordHash: string): boolean {
  return (
    sql(
      db,
      `UPDATE users SET password_hash = ?, reset_key_hash = NULL, reset_key_expires = NULL
       WHERE id = ? AND reset_key_hash = ?`,
    ).run(passwordHash, id, keyHash).changes === 1
  )
}
