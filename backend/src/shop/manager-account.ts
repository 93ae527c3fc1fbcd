import { hashPassword, verifyPassword } from '../auth/passwords'
import { transaction, type Db } from '../db/database'
import { findUserByLogin, updateUserRow } from '../db/users'
import { insertUser } from './accounts'
import { revokeUserSecret } from './user-secrets'

export const MANAGER_USERNAME = 'manager'
export const MANAGER_ROLE = 'shop_manager'
/** A password hash no password matches (verifyPassword knows only scrypt hashes). */
const LOCKED = 'locked'

/**
 * The shop manager account (`manager`, WordPress role shop_manager: may edit products) exists only while the operator
 * gives its password: created with it, or its password changed to it (older tokens revoked). Without a password an
 * existing manager account is locked: no password logs in and its refresh tokens are revoked. There is no default.
 * Refuses to start when `manager` or the address belongs to another account, which must never be promoted.
 */
export async function ensureManagerAccount(
  db: Db,
  password: string | undefined,
  email: string,
): Promise<void> {
  const user = findUserByLogin(db, MANAGER_USERNAME)
  const byEmail = findUserByLogin(db, email)
  if ((user && user.role !== MANAGER_ROLE) || (byEmail && byEmail.id !== user?.id))
    throw new Error(
      `Cannot set up the shop manager: the username "${MANAGER_USERNAME}" or the address ${email} belongs to a customer account`,
    )
  if (!password) {
    if (user && user.password_hash !== LOCKED) {
      updateUserRow(db, user.id, { password_hash: LOCKED })
      revokeUserSecret(db, user.id)
    }
    return
  }
  if (user && (await verifyPassword(password, user.password_hash))) return
  const passwordHash = await hashPassword(password)
  transaction(db, () => {
    if (user) {
      updateUserRow(db, user.id, { password_hash: passwordHash })
      revokeUserSecret(db, user.id)
      return
    }
    const id = insertUser(db, {
      username: MANAGER_USERNAME,
      email,
      passwordHash,
      firstName: 'Shop',
      lastName: 'Manager',
    })
    updateUserRow(db, id, { role: MANAGER_ROLE })
  })
}
