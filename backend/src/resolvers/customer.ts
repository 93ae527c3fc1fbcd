import type { Context } from '../graphql/context'
import { connectionFromArray } from '../graphql/connection'
import { fromGlobalId, toGlobalId } from '../graphql/ids'
import type { Resolvers } from '../graphql/resolver-types'
import { nullForNonNull } from '../graphql/unresolved-fields'
import { getCustomerOrders, type Address, type OrderRow } from '../db/orders'
import { updateSession } from '../db/sessions'
import { getUser } from '../db/users'
import { registerCustomer, updateRegisteredUser, updateSessionAddresses } from '../shop/customer-profile'
import { downloadableItems, filterDownloads } from '../shop/downloads'
import { refuse } from '../shop/errors'
import { guestOrders } from '../shop/order-access'
import { PAID_STATUSES as PAID } from '../shop/orders'
import { revokeUserSecret } from '../shop/user-secrets'
import { issueLogin, signUserTokens } from './auth'
import { gravatar } from './catalogue-objects'
import { isUnreadable, readable, unreadableAccount } from './unreadable-account'
import { SHOP_BASE } from '../shop/shipping'
import { sessionCustomer, userCustomer, type CustomerModel } from './customer-model'

const ordersOf = (c: CustomerModel, ctx: Context): OrderRow[] =>
  c.kind === 'user' ? getCustomerOrders(ctx.app.db, c.user.id) : guestOrders(ctx.app.db, c.session)

function addressOf(c: CustomerModel, which: 'billing' | 'shipping'): Address {
  const address: Address = c.kind === 'user' ? JSON.parse(c.user[which]) : c.session[which]
  // A guest without an address is placed at the shop's base, Lagos, as WooCommerce does (updateProfile-guest).
  if (c.kind === 'guest' && !address.country)
    return { ...address, country: SHOP_BASE.country, state: SHOP_BASE.state }
  return { ...address, country: address.country || undefined }
}

/** The registered user behind a customer the requester may read, else null. */
const userOf = (c: CustomerModel | null) => (c?.kind === 'user' ? c.user : null)

export const customerResolvers: Resolvers = {
  RootQuery: {
    customer: (_, args, ctx) => {
      const wanted = args.customerId ?? (args.id ? Number(fromGlobalId(args.id)?.id) : null)
      if (wanted === null || wanted === undefined) return sessionCustomer(ctx)
      if (wanted !== ctx.userId) refuse('customer-forbidden')
      return userCustomer(ctx, wanted)
    },
    viewer: (_, _a, ctx) => (ctx.userId !== null ? (getUser(ctx.app.db, ctx.userId) ?? null) : null),
  },
  RootMutation: {
    updateCustomer: async (_, { input }, ctx) => {
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
    updateUser: async (_, { input }, ctx) => {
      const target = fromGlobalId(input.id)
      if (ctx.userId === null || target?.type !== 'user' || Number(target.id) !== ctx.userId)
        refuse('user-edit-forbidden')
      await updateRegisteredUser(ctx.app.db, ctx.userId, input)
      if (input.password) revokeUserSecret(ctx.app.db, ctx.userId)
      return { clientMutationId: input.clientMutationId, user: getUser(ctx.app.db, ctx.userId) }
    },
    registerCustomer: async (_, { input }, ctx) => {
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
  // A customer or user the requester may not read (unreadableAccount) answers null everywhere but Customer.id.
  Customer: {
    id: (c) =>
      // As WooGraphQL answers: a user's global id, and the literal "guest" for every guest (customerView-guest-with-session).
      isUnreadable(c)
        ? toGlobalId('user', c.userId)
        : c.kind === 'user'
          ? toGlobalId('user', c.user.id)
          : 'guest',
    databaseId: (c) => userOf(readable(c))?.id ?? null,
    username: (c) => userOf(readable(c))?.username ?? null,
    // A guest's name and email live in its billing address only (customerView-guest-with-session).
    email: (c) => userOf(readable(c))?.email ?? null,
    firstName: (c) => userOf(readable(c))?.first_name ?? null,
    lastName: (c) => userOf(readable(c))?.last_name ?? null,
    displayName: (c) => userOf(readable(c))?.display_name ?? null,
    role: (c) => {
      const customer = readable(c)
      return customer && (customer.kind === 'user' ? customer.user.role : 'guest')
    },
    date: (c) => userOf(readable(c))?.registered ?? null,
    isPayingCustomer: (c, _a, ctx) => {
      const customer = readable(c)
      return customer && ordersOf(customer, ctx).some((o) => PAID.has(o.status))
    },
    sessionToken: (c, _a, ctx) => (readable(c) ? ctx.sessionToken() : null),
    billing: (c) => {
      const customer = readable(c)
      return customer && addressOf(customer, 'billing')
    },
    shipping: (c) => {
      const customer = readable(c)
      return customer && addressOf(customer, 'shipping')
    },
    orders: (c, args, ctx) => {
      const customer = readable(c)
      if (!customer) return null
      const where = args.where ?? {}
      const search = where.search?.trim()
      const statuses = where.statuses ?? []
      const orders = ordersOf(customer, ctx).filter(
        (o) =>
          (!search || String(o.id) === search || o.order_key === search) &&
          (!statuses.length || statuses.some((status) => status === o.status.toUpperCase())) &&
          (!where.include?.length || where.include.includes(o.id)) &&
          !where.exclude?.includes(o.id),
      )
      return connectionFromArray(orders, args)
    },
    downloadableItems: (c, args, ctx) => {
      const customer = readable(c)
      if (!customer) return null
      const items = ordersOf(customer, ctx).flatMap((o) => downloadableItems(ctx.app.db, o))
      return connectionFromArray(filterDownloads(items, args.where), args)
    },
    lastOrder: (c, _a, ctx) => {
      const customer = readable(c)
      return customer && (ordersOf(customer, ctx)[0] ?? null)
    },
    orderCount: (c, _a, ctx) => {
      const customer = readable(c)
      return customer && ordersOf(customer, ctx).length
    },
    totalSpent: (c, _a, ctx) => {
      const customer = readable(c)
      if (!customer) return null
      return (
        ordersOf(customer, ctx)
          .filter((o) => PAID.has(o.status))
          .reduce((a, o) => a + o.total, 0) / 100
      )
    },
    calculatedShipping: (c) => (readable(c) ? true : null),
    hasCalculatedShipping: (c) => (readable(c) ? true : null),
  },
  User: {
    id: (u) => toGlobalId('user', (readable(u) ?? nullForNonNull('User.id')).id),
    databaseId: (u) => (readable(u) ?? nullForNonNull('User.databaseId')).id,
    name: (u) => readable(u)?.display_name ?? null,
    firstName: (u) => readable(u)?.first_name ?? null,
    lastName: (u) => readable(u)?.last_name ?? null,
    nicename: (u) => readable(u)?.username.toLowerCase() ?? null,
    slug: (u) => readable(u)?.username.toLowerCase() ?? null,
    uri: (u) => {
      const user = readable(u)
      return user && `/author/${user.username.toLowerCase()}/`
    },
    url: (u) => (readable(u) ? '' : null),
    avatar: (u, args) => {
      const user = readable(u)
      const size = args.size ?? 96
      return user && { url: gravatar(user.email), size, width: size, height: size }
    },
    capabilities: (u) => (readable(u) ? ['read', 'customer'] : null),
    wooSessionToken: (u, _a, ctx) => (readable(u)?.id === ctx.userId ? ctx.sessionToken() : null),
  },
}
