import { randomBytes } from 'node:crypto'
import type { Context } from '../graphql/context'
import { connectionFromArray, type ConnectionArgs } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import { hashPassword } from '../auth/passwords'
import { getProduct } from '../db/catalogue'
import { getOrder, getOrderItems, type OrderItemRow, type OrderRow } from '../db/orders'
import { getUser } from '../db/users'
import { PAYMENT_GATEWAYS, type CheckoutRequest } from '../shop/checkout'
import {
  downloadableItems,
  filterDownloads,
  isDownloadPermitted,
  type DownloadFilter,
} from '../shop/downloads'
import { money, orderMoney } from '../shop/money'
import { findOrder, isOrderReader } from '../shop/order-access'
import { refuse } from '../shop/errors'
import { checkoutWithCard } from '../shop/payment-order'
import { sessionCustomer, userCustomer } from './customer-model'

type Format = { format?: string | null }
type CheckoutInput = Omit<CheckoutRequest, 'sessionKey' | 'userId' | 'account'> & {
  clientMutationId?: string | null
  account?: { username: string; password: string } | null
  isPaid?: boolean | null
}

const orderAmount = (pick: (o: OrderRow) => number) => (o: OrderRow, args: Format) =>
  orderMoney(pick(o), args.format)
const itemMoney = (pick: (i: OrderItemRow) => number) => (i: OrderItemRow, args: Format) =>
  money(pick(i), args.format)
const orderItemsNeedShipping = (o: OrderRow, ctx: Context) =>
  getOrderItems(ctx.app.db, o.id).some(
    (i) => getProduct(ctx.app.db, i.variation_id ?? i.product_id)?.virtual !== 1,
  )

/** The signed-in user may manage the shop (WooCommerce's `manage_woocommerce`: shop managers and administrators). */
const isShopManager = (ctx: Context) =>
  ctx.userId !== null && isOrderReader(getUser(ctx.app.db, ctx.userId)?.role ?? null)

export const checkoutResolvers = {
  RootQuery: {
    order: (_: unknown, args: { id?: string | null; idType?: string | null }, ctx: Context) => {
      const role = ctx.userId !== null ? (getUser(ctx.app.db, ctx.userId)?.role ?? null) : null
      return findOrder(ctx.app.db, { userId: ctx.userId, role }, args.id ?? '', args.idType)
    },
    paymentGateways: (_: unknown, args: ConnectionArgs) => connectionFromArray(PAYMENT_GATEWAYS, args),
  },
  RootMutation: {
    checkout: async (_: unknown, { input }: { input: CheckoutInput }, ctx: Context) => {
      // As a shop with the companion plugin: `isPaid` only from a shop manager, refused before anything is written
      // (stock WooGraphQL would mark the order paid with whatever transaction id came with it).
      const paidByManager = input.isPaid === true
      if (paidByManager && !isShopManager(ctx)) refuse('is-paid-forbidden')
      // WooGraphQL creates an account for a guest whenever `account` is given, even `{username: "", password: ""}`
      // (Checkout-guest-cod-ok); only an absent or null `account` checks out as a guest (Checkout-guest-account-null).
      const wantsAccount = ctx.userId === null && input.account != null
      // An account made at checkout counts against the same per-address limit as a registration.
      if (wantsAccount) ctx.app.rateLimits.check('registrations', ctx.ip)
      const account = wantsAccount
        ? {
            username: input.account!.username ?? '',
            // WooCommerce generates a password when none is given; the shopper sets one through "lost password".
            passwordHash: await hashPassword(
              input.account!.password || randomBytes(24).toString('base64url'),
            ),
          }
        : null
      const { orderId, customerId } = await checkoutWithCard(ctx.app.db, ctx.app.payment, {
        ...input,
        sessionKey: ctx.session.key,
        userId: ctx.userId,
        account,
        paidByManager,
      })
      if (wantsAccount) ctx.app.rateLimits.count('registrations', ctx.ip)
      const order = getOrder(ctx.app.db, orderId)!
      return {
        clientMutationId: input.clientMutationId,
        order,
        customer: customerId !== null ? userCustomer(ctx, customerId) : sessionCustomer(ctx),
        result: 'success',
        redirect: `${ctx.app.storefrontUrl}/checkout/order-received/${orderId}/?key=${order.order_key}`,
      }
    },
  },
  Order: {
    id: (o: OrderRow) => toGlobalId('order', o.id),
    databaseId: (o: OrderRow) => o.id,
    orderNumber: (o: OrderRow) => String(o.id),
    orderKey: (o: OrderRow) => o.order_key,
    datePaid: (o: OrderRow) => o.date_paid,
    status: (o: OrderRow) => o.status.toUpperCase().replace(/-/g, '_'),
    currency: () => 'NGN',
    customerNote: (o: OrderRow) => o.customer_note || null,
    paymentMethod: (o: OrderRow) => o.payment_method,
    paymentMethodTitle: (o: OrderRow) => o.payment_method_title,
    transactionId: (o: OrderRow) => o.transaction_id,
    createdVia: (o: OrderRow) => o.created_via,
    needsPayment: (o: OrderRow) => ['pending', 'failed'].includes(o.status) && o.total > 0,
    needsProcessing: (o: OrderRow, _a: unknown, ctx: Context) => orderItemsNeedShipping(o, ctx),
    needsShippingAddress: (o: OrderRow, _a: unknown, ctx: Context) => orderItemsNeedShipping(o, ctx),
    hasBillingAddress: (o: OrderRow) => Object.keys(JSON.parse(o.billing)).length > 0,
    hasShippingAddress: (o: OrderRow) => Object.keys(JSON.parse(o.shipping)).length > 0,
    hasDownloadableItem: (o: OrderRow, _a: unknown, ctx: Context) =>
      getOrderItems(ctx.app.db, o.id).some((i) => getProduct(ctx.app.db, i.product_id)?.downloadable === 1),
    isDownloadPermitted: (o: OrderRow) => isDownloadPermitted(o),
    billing: (o: OrderRow) => JSON.parse(o.billing),
    shipping: (o: OrderRow) => JSON.parse(o.shipping),
    // Only the signed-in owner sees the order's customer: a guest order, or one whose account was made at checkout,
    // answers null (Checkout-guest-cod-ok, getOrders-guest-session).
    customer: (o: OrderRow, _a: unknown, ctx: Context) =>
      o.customer_id !== null && o.customer_id === ctx.userId ? userCustomer(ctx, o.customer_id) : null,
    lineItems: (o: OrderRow, args: ConnectionArgs, ctx: Context) =>
      connectionFromArray(getOrderItems(ctx.app.db, o.id), args),
    downloadableItems: (o: OrderRow, args: ConnectionArgs & { where?: DownloadFilter }, ctx: Context) =>
      connectionFromArray(filterDownloads(downloadableItems(ctx.app.db, o), args.where), args),
    total: orderAmount((o) => o.total),
    subtotal: orderAmount((o) => o.subtotal),
    discountTotal: orderAmount((o) => o.discount_total),
    discountTax: orderAmount((o) => o.discount_tax),
    shippingTotal: orderAmount((o) => o.shipping_total),
    shippingTax: orderAmount((o) => o.shipping_tax),
    totalTax: orderAmount((o) => o.total_tax),
    cartTax: orderAmount((o) => o.cart_tax),
  },
  LineItem: {
    id: (i: OrderItemRow) => toGlobalId('order_item', i.id),
    databaseId: (i: OrderItemRow) => i.id,
    orderId: (i: OrderItemRow) => i.order_id,
    productId: (i: OrderItemRow) => i.product_id,
    variationId: (i: OrderItemRow) => i.variation_id,
    subtotal: itemMoney((i) => i.subtotal),
    subtotalTax: itemMoney((i) => i.subtotal_tax),
    total: itemMoney((i) => i.total),
    totalTax: itemMoney((i) => i.total_tax),
    product: (i: OrderItemRow, _a: unknown, ctx: Context) => {
      const product = getProduct(ctx.app.db, i.product_id)
      return product ? { node: product } : null
    },
    variation: (i: OrderItemRow, _a: unknown, ctx: Context) => {
      const variation = i.variation_id ? getProduct(ctx.app.db, i.variation_id) : undefined
      return variation ? { node: variation } : null
    },
  },
}
