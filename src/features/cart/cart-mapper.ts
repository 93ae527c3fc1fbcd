import type { Cart, CartLine } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import type { CartFields, CartItemFields } from './cart-fragments'

/** The cart's wire shape -> the app's Cart (src/domain/shop.ts). */

const text = (value: string | null | undefined): string => value ?? ''

function toCartLine(item: ResultOf<typeof CartItemFields>): CartLine {
  const product = item.product?.node
  const variation = item.variation?.node
  const image = variation?.image?.sourceUrl ? variation.image : product?.image
  return {
    key: item.key,
    quantity: item.quantity ?? 0,
    productId: product?.databaseId ?? 0,
    variationId: variation?.databaseId ?? null,
    name: text(product?.name),
    slug: text(product?.slug),
    variationLabel: (item.variation?.attributes ?? [])
      .filter((a) => !!a?.value)
      .map((a) => `${a!.label || a!.name}: ${a!.value}`)
      .join(', '),
    subtotal: text(item.subtotal),
    unitPrice: item.quantity ? (Number(item.rawSubtotal) || 0) / item.quantity : 0,
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
      c ? [{ code: c.code, description: text(c.description), discountAmount: c.discountAmount }] : [],
    ),
  }
}
