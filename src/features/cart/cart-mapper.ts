import type { Cart, CartLine, VariationChoice } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import { formatPrice } from '../../lib/format'
import { termName } from '../../lib/variation-terms'
import type { CartFields, CartItemFields } from './cart-fragments'

/** The cart's wire shape -> the app's Cart (src/domain/shop.ts). */

const text = (value: string | null | undefined): string => value ?? ''

type CartItem = ResultOf<typeof CartItemFields>
type WireAttribute = NonNullable<NonNullable<NonNullable<CartItem['variation']>['attributes']>[number]>

/**
 * A chosen attribute as a shopper reads it. WooGraphQL sends a global attribute's (`pa_…`) term slug
 * ("64gb", named from the variation's name: "64GB"), a local attribute's value as typed ("32GB").
 */
function toChoice(attribute: WireAttribute, variationName: string | null | undefined): VariationChoice {
  const value = text(attribute.value)
  const isTermSlug = text(attribute.name).startsWith('pa_')
  return {
    label: text(attribute.label) || text(attribute.name).replace(/^pa_/, ''),
    value: isTermSlug ? termName(value, variationName) : value,
  }
}

/** The variation's price as the shop formats it; for a simple product, the line's subtotal over its quantity. */
function unitPriceText(item: CartItem, unitPrice: number): string {
  return item.variation?.node?.price || formatPrice(unitPrice)
}

function toCartLine(item: CartItem): CartLine {
  const product = item.product?.node
  const variation = item.variation?.node
  const image = variation?.image?.sourceUrl ? variation.image : product?.image
  const variationAttributes = (item.variation?.attributes ?? [])
    .filter((a): a is WireAttribute => !!a?.value)
    .map((attribute) => toChoice(attribute, variation?.name))
  const unitPrice = item.quantity ? (Number(item.rawSubtotal) || 0) / item.quantity : 0
  return {
    key: item.key,
    quantity: item.quantity ?? 0,
    productId: product?.databaseId ?? 0,
    variationId: variation?.databaseId ?? null,
    name: text(product?.name),
    slug: text(product?.slug),
    variationLabel: variationAttributes.map((a) => `${a.label}: ${a.value}`).join(', '),
    variationAttributes,
    subtotal: text(item.subtotal),
    unitPrice,
    unitPriceText: unitPriceText(item, unitPrice),
    image: image?.sourceUrl
      ? { src: image.sourceUrl, alt: text(image.altText) || text(product?.name) }
      : null,
    virtual: !!(variation ? variation.virtual : product?.virtual),
  }
}

export function toCart(cart: ResultOf<typeof CartFields>): Cart {
  const lines = (cart.contents?.nodes ?? []).map(toCartLine)
  return {
    lines,
    itemCount: cart.contents?.itemCount ?? lines.reduce((n, line) => n + line.quantity, 0),
    isEmpty: cart.isEmpty ?? lines.length === 0,
    total: text(cart.total),
    rawTotal: Number(cart.rawTotal) || 0,
    subtotal: text(cart.subtotal),
    totalTax: text(cart.totalTax),
    discountTotal: text(cart.discountTotal),
    shippingTotal: text(cart.shippingTotal),
    chosenShippingMethods: (cart.chosenShippingMethods ?? []).filter((m): m is string => !!m),
    shippingRates: (cart.availableShippingMethods ?? []).flatMap((pkg) =>
      (pkg?.rates ?? []).flatMap((rate) =>
        rate ? [{ id: rate.id, label: text(rate.label), cost: text(rate.cost) }] : [],
      ),
    ),
    coupons: (cart.appliedCoupons ?? []).flatMap((c) =>
      c
        ? [
            {
              code: c.code,
              description: text(c.description),
              discountAmount: c.discountAmount,
              discountTax: c.discountTax,
            },
          ]
        : [],
    ),
    needsShipping: cart.needsShippingAddress ?? !lines.every((line) => line.virtual),
  }
}
