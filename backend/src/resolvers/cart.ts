import { checkSessionToken, type Context } from '../graphql/context'
import { connectionFromArray } from '../graphql/connection'
import type { Resolvers } from '../graphql/resolver-types'
import { nullForNonNull } from '../graphql/unresolved-fields'
import { loadSession, updateSession, type SessionData } from '../db/sessions'
import { addToCart } from '../shop/add-to-cart'
import { viewCart, type CartItemView, type CartView } from '../shop/cart'
import { applyCoupon, chooseShipping, emptyCart, removeCoupons, setQuantities } from '../shop/cart-rules'
import { shippingDestination } from '../shop/customer-location'
import { ShopError } from '../shop/errors'
import { checkQuantities } from '../shop/quantities'
import { cartMoney, money } from '../shop/money'
import { variationAttributes } from './product-fields'

type Format = { format?: string | null }

/** The cart's one tax line (Nigerian VAT), its amount in kobo. */

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

export const cartResolvers: Resolvers = {
  RootQuery: {
    cart: (_, _args, ctx) => {
      checkSessionToken(ctx)
      return currentCart(ctx)
    },
  },
  RootMutation: {
    addToCart: (_, { input }, ctx) => {
      const line = changeCart(ctx, (data) => ({ ...addToCart(ctx.app.db, data, input) }))
      const cart = currentCart(ctx)
      return {
        clientMutationId: input.clientMutationId,
        cart,
        cartItem: cart.items.find((i) => i.line.key === line.key),
      }
    },
    updateItemQuantities: (_, { input }, ctx) => {
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
    emptyCart: (_, { input }, ctx) => {
      checkSessionToken(ctx)
      const deletedCart = currentCart(ctx)
      changeCart(ctx, emptyCart)
      return { clientMutationId: input.clientMutationId, deletedCart, cart: currentCart(ctx) }
    },
    applyCoupon: async (_, { input }, ctx) => {
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
    removeCoupons: (_, { input }, ctx) => {
      const codes = (input.codes ?? []).filter((c): c is string => !!c).map((c) => c.trim().toLowerCase())
      changeCart(ctx, (data) => removeCoupons(data, codes))
      return { clientMutationId: input.clientMutationId, cart: currentCart(ctx) }
    },
    updateShippingMethod: (_, { input }, ctx) => {
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
    appliedCoupons: (c) => (c.coupons.length ? c.coupons : null),
    availableShippingMethods: (c) =>
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
    chosenShippingMethods: (c) => c.chosenShipping,
    contents: (c, args) => ({
      ...connectionFromArray(c.items, args),
      itemCount: c.items.reduce((a, i) => a + i.line.quantity, 0),
      productCount: c.items.length,
    }),
    contentsTax: moneyField((c) => c.totals.contentsTax),
    contentsTotal: moneyField((c) => c.totals.contentsTotal),
    discountTax: moneyField((c) => c.totals.discountTax),
    discountTotal: moneyField((c) => c.totals.discountTotal),
    displayPricesIncludeTax: () => false,
    isEmpty: (c) => c.items.length === 0,
    needsShippingAddress: (c) => c.needsShipping,
    shippingTax: moneyField((c) => c.totals.shippingTax),
    shippingTotal: moneyField((c) => c.totals.shippingTotal),
    subtotal: moneyField((c) => c.totals.subtotal),
    subtotalTax: moneyField((c) => c.totals.subtotalTax),
    total: moneyField((c) => c.totals.total),
    totalTax: moneyField((c) => c.totals.totalTax),
    totalTaxes: (c) =>
      c.totals.totalTax > 0
        ? [{ id: 'NG-VAT-1', label: 'VAT', isCompound: false, amount: c.totals.totalTax }]
        : [],
  },
  CartTax: { amount: (t, args) => money(t.amount, args.format) },
  AppliedCoupon: {
    discountAmount: (c, args) =>
      money(args.excludeTax === false ? c.discount + c.discountTax : c.discount, args.format),
    discountTax: (c, args) => money(c.discountTax, args.format),
  },
  ShippingRate: { cost: (r, args) => money(r.cost, args.format) },
  SimpleCartItem: {
    // WooGraphQL 1.0.x never resolves CartItem.id: selecting it fails the line (and with it `contents`) with
    // "Internal server error", as recorded in `cartView-ok`. Lines are identified by `key`.
    id: () => nullForNonNull('SimpleCartItem.id'),
    key: (i) => i.line.key,
    quantity: (i) => i.line.quantity,
    subtotal: itemMoney((i) => i.totals.subtotal),
    subtotalTax: itemMoney((i) => i.totals.subtotalTax),
    total: itemMoney((i) => i.totals.total),
    tax: itemMoney((i) => i.totals.tax),
    product: (i) => ({ node: i.product }),
    variation: (i, _a, ctx) =>
      i.variation
        ? { node: i.variation, attributes: variationAttributes(i.product.id, i.line.variation, ctx) }
        : null,
  },
  CartItem: { __resolveType: () => 'SimpleCartItem' },
}
