import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/database'
import { getUserSecret, initUserSecret, setUserSecret } from '../db/user-secrets'

/** Headless Login's wording when a token's secret is no longer the user's. */
export const REVOKED = 'The User Secret does not match or has been revoked for this user.'

const newSecret = () => `graphql_jwt_${randomBytes(16).toString('hex')}`

/**
 * Headless Login's user secret: every refresh token the backend signs for a user carries it, and is only accepted
 * while it still matches. Rotating it (logout, password change or reset) revokes every refresh token issued before.
 */
export function userSecret(db: Db, userId: number): string {
  const current = getUserSecret(db, userId)
  if (current) return current
  initUserSecret(db, userId, newSecret())
  return getUserSecret(db, userId)!
}

export function revokeUserSecret(db: Db, userId: number): void {
  setUserSecret(db, userId, newSecret())
}

/** Whether a token's `user_secret` is the user's current secret. */
export function secretMatches(db: Db, userId: number, tokenSecret: unknown): boolean {
  const current = getUserSecret(db, userId)
  if (!current || typeof tokenSecret !== 'string') return false
  const a = Buffer.from(current)
  const b = Buffer.from(tokenSecret)
  return a.length === b.length && timingSafeEqual(a, b)
}
