import type { Order, OrderDownload, OrderLine, OrderStatus, VariationChoice } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import { toAddress } from '../../lib/address'
import { termName } from '../../lib/variation-terms'
import type { DownloadableItemFields, OrderFields } from './order-fragments'

type WireOrder = ResultOf<typeof OrderFields>
type WireLine = NonNullable<NonNullable<WireOrder['lineItems']>['nodes'][number]>

const text = (value: string | null | undefined): string => value ?? ''

/**
 * The chosen variation's attributes as a shopper reads them: a global attribute's (`pa_…`) value is its term
 * slug, named from the variation's name (lib/variation-terms.ts); a local attribute's value is as typed.
 */
function attributesOf(line: WireLine): VariationChoice[] {
  const variation = line.variation?.node
  const nodes = variation && 'attributes' in variation ? (variation.attributes?.nodes ?? []) : []
  return nodes.flatMap((attribute) => {
    if (!attribute?.value) return []
    const name = text(attribute.name)
    return [
      {
        label: text(attribute.label) || name.replace(/^pa_/, ''),
        value: name.startsWith('pa_') ? termName(attribute.value, variation?.name) : attribute.value,
      },
    ]
  })
}

function toLine(line: WireLine): OrderLine {
  const product = line.product?.node
  const variation = line.variation?.node
  return {
    id: line.id,
    productId: product?.databaseId ?? null,
    variationId: variation?.databaseId ?? null,
    name: text(product?.name || variation?.name),
    slug: text(product?.slug),
    quantity: line.quantity ?? 0,
    attributes: attributesOf(line),
    subtotal: text(line.subtotal ?? line.total),
    total: text(line.total),
  }
}

export function toOrderDownload(item: ResultOf<typeof DownloadableItemFields>): OrderDownload {
  return {
    id: item.id,
    name: text(item.name || item.product?.name),
    url: text(item.url),
    downloadsRemaining: item.downloadsRemaining ?? null,
    accessExpires: item.accessExpires || null,
  }
}

/** Whether a formatted amount (e.g. `₦0.00`, `-₦1,500.00`) is anything but zero. */
const isNonZero = (amount: string): boolean => /[1-9]/.test(amount)

export function toOrder(order: WireOrder): Order {
  const discountTotal = text(order.discountTotal)
  return {
    id: order.id,
    databaseId: order.databaseId ?? 0,
    orderNumber: text(order.orderNumber) || String(order.databaseId ?? ''),
    orderKey: text(order.orderKey),
    date: text(order.date),
    status: (order.status as OrderStatus | null) ?? null,
    needsPayment: order.needsPayment === true,
    lines: (order.lineItems?.nodes ?? []).flatMap((line) => (line ? [toLine(line)] : [])),
    subtotal: text(order.subtotal),
    discountTotal,
    hasDiscount: isNonZero(discountTotal),
    shippingTotal: text(order.shippingTotal),
    totalTax: text(order.totalTax),
    total: text(order.total),
    paymentMethodTitle: text(order.paymentMethodTitle),
    billing: toAddress(order.billing),
    shipping: toAddress(order.shipping),
    customerNote: text(order.customerNote),
    downloads: (order.downloadableItems?.nodes ?? []).flatMap((item) =>
      item ? [toOrderDownload(item)] : [],
    ),
  }
}
