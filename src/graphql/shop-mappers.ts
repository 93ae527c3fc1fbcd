import type {
  Address,
  Cart,
  CartLine,
  Customer,
  Download,
  LoginClient,
  Order,
  PaymentGateway,
  Viewer,
} from '../domain/shop'
import type { ResultOf } from './tada'
import type {
  AddressFields,
  CartFields,
  CartItemFields,
  CustomerFields,
  DownloadableItemFields,
  LoginClientFields,
  OrderFields,
  PaymentGatewayFields,
  ViewerFields,
} from './operations/fragments'

/** Wire shapes of the shop's fragments -> the app's types (src/domain/shop.ts). */

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

function toAddress(address: ResultOf<typeof AddressFields> | null | undefined): Address {
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    company: text(address?.company),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    state: text(address?.state),
    postcode: text(address?.postcode),
    country: text(address?.country),
    email: text(address?.email),
    phone: text(address?.phone),
  }
}

export function toCustomer(customer: ResultOf<typeof CustomerFields>): Customer {
  return {
    id: customer.id,
    databaseId: customer.databaseId ?? null,
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    email: text(customer.email),
    username: text(customer.username),
    isPayingCustomer: !!customer.isPayingCustomer,
    billing: toAddress(customer.billing),
    shipping: toAddress(customer.shipping),
  }
}

export function toViewer(viewer: ResultOf<typeof ViewerFields>): Viewer {
  return {
    id: viewer.id,
    databaseId: viewer.databaseId,
    firstName: text(viewer.firstName),
    lastName: text(viewer.lastName),
    email: text(viewer.email),
    username: text(viewer.username),
    nicename: text(viewer.nicename),
    avatarUrl: viewer.avatar?.url ?? null,
  }
}

export function toPaymentGateway(gateway: ResultOf<typeof PaymentGatewayFields>): PaymentGateway {
  return { id: gateway.id, title: text(gateway.title), description: text(gateway.description) }
}

export function toLoginClient(client: ResultOf<typeof LoginClientFields>): LoginClient {
  return {
    name: text(client.name),
    provider: text(client.provider),
    isEnabled: !!client.isEnabled,
    authorizationUrl: text(client.authorizationUrl),
  }
}

export function toDownload(item: ResultOf<typeof DownloadableItemFields>): Download {
  return {
    id: item.id,
    name: text(item.name),
    url: text(item.url),
    productName: text(item.product?.name),
    accessExpires: item.accessExpires ?? null,
    downloadsRemaining: item.downloadsRemaining ?? null,
  }
}

export function toOrder(order: ResultOf<typeof OrderFields>): Order {
  return {
    databaseId: order.databaseId ?? 0,
    orderNumber: text(order.orderNumber),
    orderKey: text(order.orderKey),
    date: text(order.date),
    status: text(order.status),
    total: text(order.total),
    subtotal: text(order.subtotal),
    paymentMethodTitle: text(order.paymentMethodTitle),
    needsPayment: !!order.needsPayment,
    lines: (order.lineItems?.nodes ?? []).map((line) => ({
      name: text(line.variation?.node.name ?? line.product?.node.name),
      quantity: line.quantity ?? 0,
      total: text(line.total),
    })),
    downloads: (order.downloadableItems?.nodes ?? []).map(toDownload),
  }
}
