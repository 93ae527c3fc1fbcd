import { checkSessionToken, type Context } from '../graphql/context'
import { connectionFromArray, type ConnectionArgs } from '../graphql/connection'
import { loadSession, updateSession, type SessionData } from '../db/sessions'
import { addToCart } from '../shop/add-to-cart'
import { viewCart, type CartItemView, type CartView } from '../shop/cart'
import { applyCoupon, chooseShipping, emptyCart, removeCoupons, setQuantities } from '../shop/cart-rules'
import { shippingDestination } from '../shop/customer-location'
import { ShopError } from '../shop/errors'
import { checkQuantities } from '../shop/quantities'
import { cartMoney, money } from '../shop/money'
import { variationAttributes } from './product-fields'

type Input<T> = { input: T & { clientMutationId?: string | null } }
type Format = { format?: string | null }

export function currentCart(ctx: Context): CartView {
  const data = loadSession(ctx.app.db, ctx.session.key)
  return viewCart(ctx.app.db, data, shippingDestination(ctx.app.db, ctx.userId, data))
}

/** Runs a cart change atomically on the request's session and marks the session token for re-issue. */
function changeCart<T>(ctx: Context, change: (data: SessionData) => T): T {
  checkSessionToken(ctx)
  const result = updateSession(ctx.app.db, ctx.session.key, change)
  ctx.session.issue = true
  return result
}

const moneyField = (pick: (c: CartView) => number) => (c: CartView, args: Format) =>
  cartMoney(pick(c), args.format)
const itemMoney = (pick: (i: CartItemView) => number) => (i: CartItemView, args: Format) =>
  money(pick(i), args.format)

export const cartResolvers = {
  RootQuery: {
    cart: (_: unknown, _args: unknown, ctx: Context) => {
      checkSessionToken(ctx)
      return currentCart(ctx)
    },
  },
  RootMutation: {
    addToCart: (_: unknown, { input }: Input<Parameters<typeof addToCart>[2]>, ctx: Context) => {
      const line = changeCart(ctx, (data) => ({ ...addToCart(ctx.app.db, data, input) }))
      const cart = currentCart(ctx)
      return {
        clientMutationId: input.clientMutationId,
        cart,
        cartItem: cart.items.find((i) => i.line.key === line.key),
      }
    },
    updateItemQuantities: (
      _: unknown,
      { input }: Input<{ items?: Array<{ key: string; quantity: number } | null> | null }>,
      ctx: Context,
    ) => {
      checkSessionToken(ctx)
      const items = (input.items ?? []).filter((i): i is { key: string; quantity: number } => !!i)
      const before = currentCart(ctx)
      const { updatedKeys, removedKeys } = changeCart(ctx, (data) => {
        checkQuantities(ctx.app.db, data, items)
        return setQuantities(data, items)
      })
      const cart = currentCart(ctx)
      const updated = cart.items.filter((i) => updatedKeys.includes(i.line.key))
      const removed = before.items.filter((i) => removedKeys.includes(i.line.key))
      return {
        clientMutationId: input.clientMutationId,
        cart,
        items: [...updated, ...removed],
        updated,
        removed,
      }
    },
    emptyCart: (_: unknown, { input }: Input<{ clearPersistentCart?: boolean | null }>, ctx: Context) => {
      checkSessionToken(ctx)
      const deletedCart = currentCart(ctx)
      changeCart(ctx, emptyCart)
      return { clientMutationId: input.clientMutationId, deletedCart, cart: currentCart(ctx) }
    },
    applyCoupon: async (_: unknown, { input }: Input<{ code: string }>, ctx: Context) => {
      const code = input.code.trim().toLowerCase()
      // Guessing codes counts against the address and the cart's session; an accepted or repeated code does not.
      await ctx.app.rateLimits.attempt(
        'couponFailures',
        ctx.ip,
        ctx.session.key,
        async () => changeCart(ctx, (data) => applyCoupon(ctx.app.db, data, code)),
        (error) => error instanceof ShopError && error.code !== 'coupon-already-applied',
      )
      const cart = currentCart(ctx)
      return {
        clientMutationId: input.clientMutationId,
        cart,
        applied: cart.coupons.find((c) => c.code === code),
      }
    },
    removeCoupons: (_: unknown, { input }: Input<{ codes?: Array<string | null> | null }>, ctx: Context) => {
      const codes = (input.codes ?? []).filter((c): c is string => !!c).map((c) => c.trim().toLowerCase())
      changeCart(ctx, (data) => removeCoupons(data, codes))
      return { clientMutationId: input.clientMutationId, cart: currentCart(ctx) }
    },
    updateShippingMethod: (
      _: unknown,
      { input }: Input<{ shippingMethods?: Array<string | null> | null }>,
      ctx: Context,
    ) => {
      const methods = (input.shippingMethods ?? []).filter((m): m is string => !!m)
      changeCart(ctx, (data) => {
        const cart = viewCart(ctx.app.db, data, shippingDestination(ctx.app.db, ctx.userId, data))
        chooseShipping(data, methods, {
          rateIds: cart.rates.map((r) => r.id),
          name: cart.items.map((i) => `${(i.variation ?? i.product).name} ×${i.line.quantity}`).join(', '),
        })
      })
      return { clientMutationId: input.clientMutationId, cart: currentCart(ctx) }
    },
  },
  Cart: {
    // null, not [], when no coupon is applied (cartView-ok).
    appliedCoupons: (c: CartView) => (c.coupons.length ? c.coupons : null),
    availableShippingMethods: (c: CartView) =>
      c.needsShipping
        ? [
            {
              packageDetails: c.items
                .map((i) => `${(i.variation ?? i.product).name} &times;${i.line.quantity}`)
                .join(', '),
              supportsShippingCalculator: true,
              rates: c.rates,
            },
          ]
        : [],
    chosenShippingMethods: (c: CartView) => c.chosenShipping,
    contents: (c: CartView, args: ConnectionArgs) => ({
      ...connectionFromArray(c.items, args),
      itemCount: c.items.reduce((a, i) => a + i.line.quantity, 0),
      productCount: c.items.length,
    }),
    contentsTax: moneyField((c) => c.totals.contentsTax),
    contentsTotal: moneyField((c) => c.totals.contentsTotal),
    discountTax: moneyField((c) => c.totals.discountTax),
    discountTotal: moneyField((c) => c.totals.discountTotal),
    displayPricesIncludeTax: () => false,
    isEmpty: (c: CartView) => c.items.length === 0,
    needsShippingAddress: (c: CartView) => c.needsShipping,
    shippingTax: moneyField((c) => c.totals.shippingTax),
    shippingTotal: moneyField((c) => c.totals.shippingTotal),
    subtotal: moneyField((c) => c.totals.subtotal),
    subtotalTax: moneyField((c) => c.totals.subtotalTax),
    total: moneyField((c) => c.totals.total),
    totalTax: moneyField((c) => c.totals.totalTax),
    totalTaxes: (c: CartView) =>
      c.totals.totalTax > 0
        ? [{ id: 'NG-VAT-1', label: 'VAT', isCompound: false, amount: c.totals.totalTax }]
        : [],
  },
  CartTax: { amount: (t: { amount: number }, args: Format) => money(t.amount, args.format) },
  AppliedCoupon: {
    discountAmount: (c: CartView['coupons'][number], args: Format & { excludeTax?: boolean | null }) =>
      money(args.excludeTax === false ? c.discount + c.discountTax : c.discount, args.format),
    discountTax: (c: CartView['coupons'][number], args: Format) => money(c.discountTax, args.format),
  },
  ShippingRate: { cost: (r: { cost: number }, args: Format) => money(r.cost, args.format) },
  SimpleCartItem: {
    // WooGraphQL 1.0.x never resolves CartItem.id: selecting it fails the line (and with it `contents`) with
    // "Internal server error", as recorded in `cartView-ok`. Lines are identified by `key`.
    id: () => null,
    key: (i: CartItemView) => i.line.key,
    quantity: (i: CartItemView) => i.line.quantity,
    subtotal: itemMoney((i) => i.totals.subtotal),
    subtotalTax: itemMoney((i) => i.totals.subtotalTax),
    total: itemMoney((i) => i.totals.total),
    tax: itemMoney((i) => i.totals.tax),
    product: (i: CartItemView) => ({ node: i.product }),
    variation: (i: CartItemView, _a: unknown, ctx: Context) =>
      i.variation
        ? { node: i.variation, attributes: variationAttributes(i.product.id, i.line.variation, ctx) }
        : null,
  },
  CartItem: { __resolveType: () => 'SimpleCartItem' },
}
