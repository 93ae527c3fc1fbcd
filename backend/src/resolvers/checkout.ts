import { randomBytes } from 'node:crypto'
import type { Context } from '../graphql/context'
import { connectionFromArray } from '../graphql/connection'
import { toGlobalId } from '../graphql/ids'
import type { OrderStatusEnum, Resolvers } from '../graphql/resolver-types'
import { hashPassword } from '../auth/passwords'
import { getProduct } from '../db/catalogue'
import { getOrder, getOrderItems, type OrderItemRow, type OrderRow } from '../db/orders'
import { getUser } from '../db/users'
import { availableGateways } from '../shop/gateways'
import { currentCart } from './cart'
import { downloadableItems, filterDownloads, isDownloadPermitted } from '../shop/downloads'
import { money, orderMoney } from '../shop/money'
import { findOrder, isOrderReader } from '../shop/order-access'
import { refuse } from '../shop/errors'
import { checkoutWithCard } from '../shop/payment-order'
import { sessionCustomer, userCustomer } from './customer-model'

type Format = { format?: string | null }
const ORDER_STATUS: Record<string, OrderStatusEnum> = {
  pending: 'PENDING',
  processing: 'PROCESSING',
  'on-hold': 'ON_HOLD',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
  failed: 'FAILED',
  'checkout-draft': 'CHECKOUT_DRAFT',
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

export const checkoutResolvers: Resolvers = {
  RootQuery: {
    order: (_, args, ctx) => {
      const role = ctx.userId !== null ? (getUser(ctx.app.db, ctx.userId)?.role ?? null) : null
      return findOrder(ctx.app.db, { userId: ctx.userId, role }, args.id ?? '', args.idType)
    },
    paymentGateways: (_, args, ctx) => {
      const cart = currentCart(ctx)
      return connectionFromArray(
        availableGateways({ isEmpty: cart.items.length === 0, needsShipping: cart.needsShipping }),
        args,
      )
    },
  },
  RootMutation: {
    checkout: async (_, { input }, ctx) => {
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
      const { orderId, customerId } = await checkoutWithCard(
        ctx.app.db,
        ctx.app.payment,
        {
          ...input,
          sessionKey: ctx.session.key,
          userId: ctx.userId,
          account,
          paidByManager,
          now: ctx.app.clock(),
        },
        () => ctx.app.rateLimits.check('pendingOrders', ctx.ip, ctx.session.key),
      )
      if (wantsAccount) ctx.app.rateLimits.count('registrations', ctx.ip)
      const order = getOrder(ctx.app.db, orderId)!
      if (order.status === 'pending') ctx.app.rateLimits.count('pendingOrders', ctx.ip, ctx.session.key)
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
    id: (o) => toGlobalId('order', o.id),
    databaseId: (o) => o.id,
    orderNumber: (o) => String(o.id),
    orderKey: (o) => o.order_key,
    datePaid: (o) => o.date_paid,
    status: (o) => ORDER_STATUS[o.status] ?? null,
    currency: () => 'NGN',
    customerNote: (o) => o.customer_note || null,
    paymentMethod: (o) => o.payment_method,
    paymentMethodTitle: (o) => o.payment_method_title,
    transactionId: (o) => o.transaction_id,
    createdVia: (o) => o.created_via,
    needsPayment: (o) => ['pending', 'failed'].includes(o.status) && o.total > 0,
    needsProcessing: (o, _a, ctx) => orderItemsNeedShipping(o, ctx),
    needsShippingAddress: (o, _a, ctx) => orderItemsNeedShipping(o, ctx),
    hasBillingAddress: (o) => Object.keys(JSON.parse(o.billing)).length > 0,
    hasShippingAddress: (o) => Object.keys(JSON.parse(o.shipping)).length > 0,
    hasDownloadableItem: (o, _a, ctx) =>
      getOrderItems(ctx.app.db, o.id).some((i) => getProduct(ctx.app.db, i.product_id)?.downloadable === 1),
    isDownloadPermitted: (o) => isDownloadPermitted(o),
    billing: (o) => JSON.parse(o.billing),
    shipping: (o) => JSON.parse(o.shipping),
    // Only the signed-in owner sees the order's customer: a guest order, or one whose account was made at checkout,
    // answers null (Checkout-guest-cod-ok, getOrders-guest-session).
    customer: (o, _a, ctx) =>
      o.customer_id !== null && o.customer_id === ctx.userId ? userCustomer(ctx, o.customer_id) : null,
    lineItems: (o, args, ctx) => connectionFromArray(getOrderItems(ctx.app.db, o.id), args),
    downloadableItems: (o, args, ctx) =>
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
    id: (i) => toGlobalId('order_item', i.id),
    databaseId: (i) => i.id,
    orderId: (i) => i.order_id,
    productId: (i) => i.product_id,
    variationId: (i) => i.variation_id,
    subtotal: itemMoney((i) => i.subtotal),
    subtotalTax: itemMoney((i) => i.subtotal_tax),
    total: itemMoney((i) => i.total),
    totalTax: itemMoney((i) => i.total_tax),
    product: (i, _a, ctx) => {
      const product = getProduct(ctx.app.db, i.product_id)
      return product ? { node: product } : null
    },
    variation: (i, _a, ctx) => {
      const variation = i.variation_id ? getProduct(ctx.app.db, i.variation_id) : undefined
      return variation ? { node: variation } : null
    },
  },
}
