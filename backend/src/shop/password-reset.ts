import { createHash, randomBytes } from 'node:crypto'
import { hashPassword } from '../auth/passwords'
import { nowSeconds } from '../auth/tokens'
import type { Db } from '../db/database'
import { findUserByLogin, spendResetKey, updateUserRow, type UserRow } from '../db/users'
import { sendMail, type MailOutput } from '../outbox/outbox'
import { refuse } from './errors'

const RESET_KEY_SECONDS = 24 * 3600
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')
const KEY_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** WordPress's reset key: wp_generate_password(20, false), twenty letters and digits. */
const newResetKey = () => Array.from(randomBytes(20), (byte) => KEY_CHARACTERS[byte % 62]).join('')

/**
 * WordPress's lost-password mail: a single-use key valid 24 h (only its hash is stored) in a link to the storefront.
 * Returns false for an unknown login, which the caller must answer like a known one (no account probing).
 */
export function sendPasswordReset(db: Db, login: string, storefrontUrl: string, output: MailOutput): boolean {
  const user = findUserByLogin(db, login.trim())
  if (!user) return false
  const key = newResetKey()
  updateUserRow(db, user.id, {
    reset_key_hash: hashKey(key),
    reset_key_expires: nowSeconds() + RESET_KEY_SECONDS,
  })
  const link = `${storefrontUrl}/my-account/lost-password?key=${key}&login=${encodeURIComponent(user.username)}`
  sendMail(
    db,
    {
      recipient: user.email,
      subject: 'Password Reset Request',
      body: `Hi ${user.first_name || user.username},\n\nSomeone has requested a new password for the following account: ${user.username}\n\nIf you didn't make this request, just ignore this email. If you'd like to proceed, reset your password here:\n${link}\n`,
      link,
    },
    output,
  )
  return true
}

export interface PasswordResetInput {
  key?: string | null
  login?: string | null
  password?: string | null
}

/**
 * Sets a new password with a reset key; the key is spent once, even by two requests racing with it. As WPGraphQL's
 * resetUserPassword, a missing password is refused before the key is looked at: the mutation cannot be used to
 * test a key without spending it.
 */
export async function resetPassword(db: Db, input: PasswordResetInput): Promise<UserRow> {
  if (!input.password) refuse('new-password-required')
  const user = input.login ? findUserByLogin(db, input.login) : undefined
  if (!user || !input.key || !user.reset_key_hash || user.reset_key_hash !== hashKey(input.key))
    refuse('reset-link-invalid')
  if ((user.reset_key_expires ?? 0) < nowSeconds()) refuse('reset-link-expired')
  const passwordHash = await hashPassword(input.password)
  if (!spendResetKey(db, user.id, user.reset_key_hash, passwordHash)) refuse('reset-link-invalid')
  return user
}
