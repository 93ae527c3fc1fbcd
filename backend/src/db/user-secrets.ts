import { sql, type Db } from './database'

/** The user's token secret, or null when none has been set (or the user does not exist). */
export function getUserSecret(db: Db, userId: number): string | null {
  const row = sql(db, 'SELECT auth_secret FROM users WHERE id = ?').get(userId) as
    { auth_secret: string | null } | undefined
  return row?.auth_secret ?? null
}

export function setUserSecret(db: Db, userId: number, secret: string): void {
  sql(db, 'UPDATE users SET auth_secret = ? WHERE id = ?').run(secret, userId)
}

/** Sets the secret only where none is set yet, so two first logins racing agree on one secret. */
export function initUserSecret(db: Db, userId: number, secret: string): void {
  sql(db, 'UPDATE users SET auth_secret = ? WHERE id = ? AND auth_secret IS NULL').run(secret, userId)
}
