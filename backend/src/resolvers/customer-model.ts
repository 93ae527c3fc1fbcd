import type { Context } from '../graphql/context'
import { loadSession, type SessionData } from '../db/sessions'
import { getUser, type UserRow } from '../db/users'
import type { UnreadableAccount } from './unreadable-account'

/** A customer is a registered user or the guest of the current session. */
export type CustomerModel =
  { kind: 'user'; user: UserRow } | { kind: 'guest'; key: string; session: SessionData }

export function sessionCustomer(ctx: Context): CustomerModel {
  const user = ctx.userId !== null ? getUser(ctx.app.db, ctx.userId) : undefined
  if (user) return { kind: 'user', user }
  return { kind: 'guest', key: ctx.session.key, session: loadSession(ctx.app.db, ctx.session.key) }
}

export function userCustomer(ctx: Context, id: number): CustomerModel | null {
  const user = getUser(ctx.app.db, id)
  return user ? { kind: 'user', user } : null
}

/** What Customer fields read: a customer, or an account the requester may not read. */
export type CustomerParent = CustomerModel | UnreadableAccount
/** What User fields read: a user's row, or an account the requester may not read. */
export type UserParent = UserRow | UnreadableAccount
