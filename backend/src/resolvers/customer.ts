import type { Context } from '../graphql/context'
import { connectionFromArray, type ConnectionArgs } from '../graphql/connection'
import { fromGlobalId, toGlobalId } from '../graphql/ids'
import { getCustomerOrders, type Address, type OrderRow } from '../db/orders'
import { updateSession } from '../db/sessions'
import { getUser, type UserRow } from '../db/users'
import {
  registerCustomer,
  updateRegisteredUser,
  updateSessionAddresses,
  type ProfileChanges,
  type Registration,
} from '../shop/customer-profile'
import { downloadableItems, filterDownloads, type DownloadFilter } from '../shop/downloads'
import { refuse } from '../shop/errors'
import { guestOrders } from '../shop/order-access'
import { PAID_STATUSES as PAID } from '../shop/orders'
import { revokeUserSecret } from '../shop/user-secrets'
import { issueLogin, signUserTokens } from './auth'
import { gravatar } from './catalogue-objects'
import { hidingUnreadable, unreadableAccount } from './unreadable-account'
import { SHOP_BASE } from '../shop/shipping'
import { sessionCustomer, userCustomer, type CustomerModel } from './customer-model'

type Input<T> = { input: T & { clientMutationId?: string | null } }
const ordersOf = (c: CustomerModel, ctx: Context): OrderRow[] =>
  c.kind === 'user' ? getCustomerOrders(ctx.app.db, c.user.id) : guestOrders(ctx.app.db, c.session)

function addressOf(c: CustomerModel, which: 'billing' | 'shipping'): Address {
  const address: Address = c.kind === 'user' ? JSON.parse(c.user[which]) : c.session[which]
  // A guest without an address is placed at the shop's base, Lagos, as WooCommerce does (updateProfile-guest).
  if (c.kind === 'guest' && !address.country)
    return { ...address, country: SHOP_BASE.country, state: SHOP_BASE.state }
  return { ...address, country: address.country || undefined }
}

type CustomerUpdateInput = ProfileChanges & { id?: string | null; isSession?: boolean | null }

export const customerResolvers = {
  RootQuery: {
    customer: (_: unknown, args: { customerId?: number | null; id?: string | null }, ctx: Context) => {
      const wanted = args.customerId ?? (args.id ? Number(fromGlobalId(args.id)?.id) : null)
      if (wanted === null || wanted === undefined) return sessionCustomer(ctx)
      if (wanted !== ctx.userId) refuse('customer-forbidden')
      return userCustomer(ctx, wanted)
    },
    viewer: (_: unknown, _a: unknown, ctx: Context) =>
      ctx.userId !== null ? (getUser(ctx.app.db, ctx.userId) ?? null) : null,
  },
  RootMutation: {
    updateCustomer: async (_: unknown, { input }: Input<CustomerUpdateInput>, ctx: Context) => {
      const target = input.id ? Number(fromGlobalId(input.id)?.id) : ctx.userId
      if (input.id && target !== ctx.userId) refuse('customer-forbidden')
      let tokens: Awaited<ReturnType<typeof signUserTokens>> | null = null
      if (ctx.userId !== null && !input.isSession) {
        await updateRegisteredUser(ctx.app.db, ctx.userId, input)
        // A new password revokes every token issued before it; this client gets a fresh pair in the payload.
        if (input.password) {
          revokeUserSecret(ctx.app.db, ctx.userId)
          tokens = await signUserTokens(ctx, ctx.userId)
        }
      } else {
        updateSession(ctx.app.db, ctx.session.key, (data) => updateSessionAddresses(data, input))
        ctx.session.issue = true
      }
      return {
        clientMutationId: input.clientMutationId,
        customer: sessionCustomer(ctx),
        authToken: tokens?.authToken ?? null,
        refreshToken: tokens?.refreshToken ?? null,
      }
    },
    updateUser: async (
      _: unknown,
      { input }: Input<CustomerUpdateInput & { id: string; description?: string | null }>,
      ctx: Context,
    ) => {
      const target = fromGlobalId(input.id)
      if (ctx.userId === null || target?.type !== 'user' || Number(target.id) !== ctx.userId)
        refuse('user-edit-forbidden')
      await updateRegisteredUser(ctx.app.db, ctx.userId, input)
      if (input.password) revokeUserSecret(ctx.app.db, ctx.userId)
      return { clientMutationId: input.clientMutationId, user: getUser(ctx.app.db, ctx.userId) }
    },
    registerCustomer: async (
      _: unknown,
      { input }: Input<Registration & { authenticate?: boolean | null }>,
      ctx: Context,
    ) => {
      ctx.app.rateLimits.check('registrations', ctx.ip)
      const id = await registerCustomer(ctx.app.db, input)
      ctx.app.rateLimits.count('registrations', ctx.ip)
      const tokens = input.authenticate ? await issueLogin(ctx, id) : null
      // Without `authenticate` the new account is not the requester's to read (registerCustomer-ok).
      const readable = ctx.userId === id
      return {
        clientMutationId: input.clientMutationId,
        customer: readable ? userCustomer(ctx, id) : unreadableAccount(id),
        viewer: readable ? getUser(ctx.app.db, id) : unreadableAccount(id),
        authToken: tokens?.authToken ?? null,
        refreshToken: tokens?.refreshToken ?? null,
      }
    },
  },
  Customer: hidingUnreadable(
    {
      id: (c: CustomerModel) =>
        // As WooGraphQL answers: a user's global id, and the literal "guest" for every guest (customerView-guest-with-session).
        c.kind === 'user' ? toGlobalId('user', c.user.id) : 'guest',
      databaseId: (c: CustomerModel) => (c.kind === 'user' ? c.user.id : null),
      username: (c: CustomerModel) => (c.kind === 'user' ? c.user.username : null),
      // A guest's name and email live in its billing address only (customerView-guest-with-session).
      email: (c: CustomerModel) => (c.kind === 'user' ? c.user.email : null),
      firstName: (c: CustomerModel) => (c.kind === 'user' ? c.user.first_name : null),
      lastName: (c: CustomerModel) => (c.kind === 'user' ? c.user.last_name : null),
      displayName: (c: CustomerModel) => (c.kind === 'user' ? c.user.display_name : null),
      role: (c: CustomerModel) => (c.kind === 'user' ? c.user.role : 'guest'),
      date: (c: CustomerModel) => (c.kind === 'user' ? c.user.registered : null),
      isPayingCustomer: (c: CustomerModel, _a: unknown, ctx: Context) =>
        ordersOf(c, ctx).some((o) => PAID.has(o.status)),
      sessionToken: (_c: CustomerModel, _a: unknown, ctx: Context) => ctx.sessionToken(),
      billing: (c: CustomerModel) => addressOf(c, 'billing'),
      shipping: (c: CustomerModel) => addressOf(c, 'shipping'),
      orders: (
        c: CustomerModel,
        args: ConnectionArgs & {
          where?: { search?: string; statuses?: string[]; include?: number[]; exclude?: number[] }
        },
        ctx: Context,
      ) => {
        const where = args.where ?? {}
        const orders = ordersOf(c, ctx).filter(
          (o) =>
            (!where.search || String(o.id) === where.search.trim() || o.order_key === where.search.trim()) &&
            (!where.statuses?.length || where.statuses.includes(o.status.toUpperCase())) &&
            (!where.include?.length || where.include.includes(o.id)) &&
            !where.exclude?.includes(o.id),
        )
        return connectionFromArray(orders, args)
      },
      downloadableItems: (
        c: CustomerModel,
        args: ConnectionArgs & { where?: DownloadFilter },
        ctx: Context,
      ) =>
        connectionFromArray(
          filterDownloads(
            ordersOf(c, ctx).flatMap((o) => downloadableItems(ctx.app.db, o)),
            args.where,
          ),
          args,
        ),
      lastOrder: (c: CustomerModel, _a: unknown, ctx: Context) => ordersOf(c, ctx)[0] ?? null,
      orderCount: (c: CustomerModel, _a: unknown, ctx: Context) => ordersOf(c, ctx).length,
      totalSpent: (c: CustomerModel, _a: unknown, ctx: Context) =>
        ordersOf(c, ctx)
          .filter((o) => PAID.has(o.status))
          .reduce((a, o) => a + o.total, 0) / 100,
      calculatedShipping: () => true,
      hasCalculatedShipping: () => true,
    },
    { id: (account) => toGlobalId('user', account.userId) },
  ),
  User: hidingUnreadable({
    id: (u: UserRow) => toGlobalId('user', u.id),
    databaseId: (u: UserRow) => u.id,
    name: (u: UserRow) => u.display_name,
    firstName: (u: UserRow) => u.first_name,
    lastName: (u: UserRow) => u.last_name,
    nicename: (u: UserRow) => u.username.toLowerCase(),
    slug: (u: UserRow) => u.username.toLowerCase(),
    uri: (u: UserRow) => `/author/${u.username.toLowerCase()}/`,
    url: () => '',
    avatar: (u: UserRow, args: { size?: number | null }) => {
      const size = args.size ?? 96
      return { url: gravatar(u.email), size, width: size, height: size }
    },
    capabilities: () => ['read', 'customer'],
    wooSessionToken: (u: UserRow, _a: unknown, ctx: Context) =>
      u.id === ctx.userId ? ctx.sessionToken() : null,
  }),
}
