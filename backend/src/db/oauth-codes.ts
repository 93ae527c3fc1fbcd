import { sql, type Db } from './database'

export interface OAuthCodeRow {
  user_id: number
  state: string
  expires: number
}

export function insertOAuthCode(db: Db, code: string, userId: number, state: string, expires: number): void {
  sql(db, 'INSERT INTO oauth_codes (code, user_id, state, expires) VALUES (?, ?, ?, ?)').run(
    code,
    userId,
    state,
    expires,
  )
}

export function findOAuthCode(db: Db, code: string): OAuthCodeRow | undefined {
  return sql(db, 'SELECT * FROM oauth_codes WHERE code = ?').get(code) as OAuthCodeRow | undefined
}

export function deleteOAuthCode(db: Db, code: string): void {
  sql(db, 'DELETE FROM oauth_codes WHERE code = ?').run(code)
}
