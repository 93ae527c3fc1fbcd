/**
 * The storefront's own shop types (cart, shopper, account). Wire shapes from GraphQL are mapped onto
 * these by each feature's mapper (cart-mapper.ts, …); components and the store never see edges or connections.
 */

export interface CartLine {
  /** WooCommerce's cart item key: what quantity changes and removal address. */
  key: string
  quantity: number
  productId: number
  variationId: number | null
  name: string
  slug: string
  /** "Colour: Silver, RAM: 32 GB" for a variation, else empty. */
  variationLabel: string
  /** The chosen variation's attributes, each with a shopper-readable value; empty for a simple product. */
  variationAttributes: VariationChoice[]
  /** Line subtotal as the shop formats it (e.g. ₦1,250,000.00). */
  subtotal: string
  /** Price of one unit in naira (the raw line subtotal over the quantity). */
  unitPrice: number
  /** Price of one unit as the shop formats it (e.g. ₦319,500.00). */
  unitPriceText: string
  image: { src: string; alt: string } | null
  virtual: boolean
}

export interface VariationChoice {
  /** The attribute's label, e.g. "Color". */
  label: string
  /** The chosen value, e.g. "Space Grey". */
  value: string
}

export interface ShippingRate {
  id: string
  label: string
  cost: string
}

export interface AppliedCoupon {
  code: string
  description: string
  discountAmount: string
  /** The VAT part of the discount, as the shop formats it. */
  discountTax: string
}

export interface Cart {
  lines: CartLine[]
  itemCount: number
  isEmpty: boolean
  total: string
  rawTotal: number
  subtotal: string
  totalTax: string
  discountTotal: string
  shippingTotal: string
  chosenShippingMethods: string[]
  shippingRates: ShippingRate[]
  coupons: AppliedCoupon[]
  /** False for a virtual-only cart: nothing to ship, no shipping method to choose. */
  needsShipping: boolean
}

export interface Address {
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  city: string
  state: string
  postcode: string
  country: string
  email: string
  phone: string
}

export interface Customer {
  id: string
  databaseId: number | null
  firstName: string
  lastName: string
  email: string
  username: string
  isPayingCustomer: boolean
  billing: Address
  shipping: Address
}

/** The signed-in user; `null` in the store for a guest. */
export interface Viewer {
  id: string
  databaseId: number
  firstName: string
  lastName: string
  email: string
  username: string
  nicename: string
  avatarUrl: string | null
}

export interface LoginClient {
  name: string
  provider: string
  isEnabled: boolean
  authorizationUrl: string
}

/**
 * What a shop action reports to a form: success, or the message a shopper sees. `errorKey` names the
 * translation of a known message; without it `error` is the backend's own text.
 */
export type ActionResult = { success: true } | { success: false; error: string; errorKey?: string }

/** A cart whose lines are all virtual needs no shipping. */
export function isVirtualOnly(cart: Cart | null): boolean {
  return !!cart && cart.lines.length > 0 && cart.lines.every((line) => line.virtual)
}

/** WooCommerce's order statuses (WooGraphQL's OrderStatusEnum). */
export type OrderStatus =
  'CANCELLED' | 'CHECKOUT_DRAFT' | 'COMPLETED' | 'FAILED' | 'ON_HOLD' | 'PENDING' | 'PROCESSING' | 'REFUNDED'

export interface OrderLine {
  id: string
  productId: number | null
  variationId: number | null
  name: string
  slug: string
  quantity: number
  /** The chosen variation's attributes, e.g. [{ label: 'Color', value: 'Silver' }]; empty for a simple product. */
  attributes: VariationChoice[]
  /** Line subtotal before discounts, as the shop formats it (what a receipt lists per line). */
  subtotal: string
  /** Line total after discounts, before tax. */
  total: string
}

export interface OrderDownload {
  id: string
  name: string
  url: string
  /** Downloads left; null when unlimited. */
  downloadsRemaining: number | null
  /** When access ends (the shop's date string); null when it never does. */
  accessExpires: string | null
}

export interface Order {
  id: string
  databaseId: number
  orderNumber: string
  orderKey: string
  /** The shop's date string (UTC, e.g. `2026-11-23T19:40:00`); shown with formatDate. */
  date: string
  status: OrderStatus | null
  /** Awaiting payment (a card order whose bank transfer has not arrived): the receipt says so. */
  needsPayment: boolean
  lines: OrderLine[]
  subtotal: string
  discountTotal: string
  /** Whether any discount was given: a receipt shows the discount row only then. */
  hasDiscount: boolean
  shippingTotal: string
  totalTax: string
  total: string
  paymentMethodTitle: string
  billing: Address
  shipping: Address
  customerNote: string
  downloads: OrderDownload[]
}

/** A way to pay the backend offers (`cod`, `paystack`, …). */
export interface PaymentGateway {
  id: string
  title: string
  description: string
}

/** A state of a country, as the checkout's state select offers it. */
export interface CountryState {
  code: string
  name: string
}

/** What the checkout keeps of a new order: where its order-received page is. */
export interface PlacedOrder {
  databaseId: number
  orderKey: string
}
