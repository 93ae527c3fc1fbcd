import { SHOP_BASE } from './shipping'
import { countCouponUses, getCoupon } from '../db/coupons'
import { transaction, type Db } from '../db/database'
import type { Address } from '../db/orders'
import type { AddressInput } from './customer-profile'
import { loadSession, saveSession, updateSession, type SessionData } from '../db/sessions'
import { viewCart } from './cart'
import { createCheckoutAccount, type CheckoutAccount } from './checkout-account'
import { couponProblem } from './coupons'
import { checkCartStock, reduceStock } from './cart-stock'
import { shippingDestination } from './customer-location'
import { ShopError, problem, refuse, type ShopProblem } from './errors'
import { availableGateways, CARD_GATEWAY_TRANSFER_TITLE } from './gateways'
import { createOrder, PAID_STATUSES } from './orders'
import { markStockReduced, recordOrderCoupons } from '../db/orders'
import { recordOrderSales } from './order-sales'
import { orderDateOf } from './unpaid-orders'

/** The order meta the card gateway keeps its reference in (woo-paystack's `_paystack_txn_ref`). */
export const PAYMENT_REFERENCE_META = '_paystack_txn_ref'

const BILLING_REQUIRED: Array<[keyof Address, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['country', 'Country / Region'],
  ['address1', 'Street address'],
  ['city', 'Town / City'],
  ['state', 'State'],
  ['phone', 'Phone'],
  ['email', 'Email address'],
]
const SHIPPING_REQUIRED = BILLING_REQUIRED.filter(([field]) => field !== 'phone' && field !== 'email')
/** A cart that ships nothing asks only for the contact fields: no billing address (see the README). */
const CONTACT_REQUIRED = BILLING_REQUIRED.filter(([field]) =>
  ['firstName', 'lastName', 'phone', 'email'].includes(field),
)

export interface CheckoutRequest {
  sessionKey: string
  userId: number | null
  paymentMethod?: string | null
  shippingMethod?: Array<string | null> | null
  shipToDifferentAddress?: boolean | null
  billing?: AddressInput | null
  shipping?: AddressInput | null
  customerNote?: string | null
  transactionId?: string | null
  metaData?: Array<{ key: string; value: string } | null> | null
  /** A new account to create for a guest, with its password already hashed. */
  account?: CheckoutAccount | null
  /** A shop manager's `isPaid: true` (anyone else's is refused before this): the order is paid as WooGraphQL does. */
  paidByManager?: boolean
  /** Now in milliseconds (the app's clock): the order's date, from which its stock hold runs. */
  now?: number
}

const clean = (a: AddressInput | null | undefined): Address =>
  Object.fromEntries(Object.entries(a ?? {}).filter(([k, v]) => v != null && v !== '' && k !== 'overwrite'))

function missingFields(
  section: 'Billing' | 'Shipping',
  address: Address,
  fields: Array<[keyof Address, string]>,
): ShopProblem[] {
  return fields
    .filter(([field]) => !address[field])
    .map(([, label]) => problem('required-field', { section, label }))
}

/** How a card order's payment stands when it is written: verified by the provider, or a transfer awaited. */
export interface OrderPayment {
  status: 'processing' | 'pending'
  /** The provider's reference, claimed for this order (one payment pays one order). */
  reference: string
  /** Only a verified payment sets the order's transaction id and date paid. */
  paidAt: string | null
  /** The amount the provider verified or holds (kobo): the order must total exactly this. */
  amountKobo: number | null
  /** Ties the reference to the order inside the checkout's transaction; false when another order holds it. */
  claim(reference: string, orderId: number): boolean
}

/** The validated checkout: what the order is written from. Throws the shop's refusals. */
function prepareCheckout(db: Db, request: CheckoutRequest, session: SessionData) {
  if (session.cart.length === 0) refuse('no-session')
  const billing = clean(request.billing)
  const chosen = (request.shippingMethod ?? []).filter((m): m is string => !!m)
  if (chosen.length) {
    // Chosen with the order itself: it stands as long as it is offered.
    session.chosenShipping = chosen
    delete session.shippingRatesSeen
  }
  const needsShippingAddress = viewCart(db, session).needsShipping
  // WooGraphQL 1.0.2 writes the order's shipping address from the `shipping` input over the customer's, whatever
  // shipToDifferentAddress says, and never copies the billing address as WooCommerce's own checkout page does: an
  // order sent without one ships nowhere but the customer's country (recorded Checkout-guest-account-null; the
  // storefront therefore always sends it).
  const shipping: Address = !needsShippingAddress
    ? {}
    : { country: SHOP_BASE.country, ...session.shipping, ...clean(request.shipping) }
  // Rates and taxes still follow where the shopper said the order goes: the billing address unless told otherwise.
  const destination = request.shipToDifferentAddress ? shipping : { ...shipping, ...billing }
  delete shipping.email
  // The customer's shipping address keeps the phone (customerView-guest-with-session); the order's has none.
  const customerShipping = { ...shipping }
  delete shipping.phone
  const problems = [
    ...missingFields('Billing', billing, needsShippingAddress ? BILLING_REQUIRED : CONTACT_REQUIRED),
    ...(request.shipToDifferentAddress && needsShippingAddress
      ? missingFields('Shipping', shipping, SHIPPING_REQUIRED)
      : []),
  ]
  if (problems.length) throw new ShopError(problems)
  if (billing.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(billing.email)) refuse('invalid-billing-email')
  checkCartStock(db, session)
  const cart = viewCart(
    db,
    session,
    shippingDestination(db, null, { ...session, billing, shipping: destination }),
  )
  if (cart.needsShipping && !cart.rates.some((r) => r.id === cart.chosenShipping[0]))
    refuse('no-shipping-method')
  const gateways = availableGateways({ isEmpty: cart.items.length === 0, needsShipping: cart.needsShipping })
  const gateway = gateways.find((g) => g.id === request.paymentMethod)
  if (cart.totals.total > 0 && !gateway) refuse('invalid-payment-method')
  return { billing, shipping, customerShipping, cart, gateway }
}

/**
 * The order total (kobo) a checkout would be placed at, after all of its checks: what a card payment must be
 * verified against before the order is written. Writes nothing.
 */
export function quoteCheckout(db: Db, request: CheckoutRequest): number {
  return prepareCheckout(db, request, loadSession(db, request.sessionKey)).cart.totals.total
}

/**
 * WooCommerce's checkout in one transaction: validate the posted data and the cart, create the account if asked,
 * create the order, reduce stock and empty the cart. A second checkout of the same session finds an empty cart.
 * Cash on delivery is processing at once; a card order is pending unless `payment` says the provider verified it
 * (a transaction id alone never counts; `isPaid` only from a shop manager, see payment-order.ts).
 */
export function placeOrder(
  db: Db,
  request: CheckoutRequest,
  payment: OrderPayment | null = null,
): { orderId: number; customerId: number | null } {
  dropInvalidCoupons(db, request.sessionKey)
  return transaction(db, () => {
    const session = loadSession(db, request.sessionKey)
    const { billing, shipping, customerShipping, cart, gateway } = prepareCheckout(db, request, session)
    // The cart may have changed while the payment was being verified: the order must cost what was paid.
    if (payment?.amountKobo != null && payment.amountKobo !== cart.totals.total)
      refuse('payment-not-verified', { reason: 'amount-mismatch' })
    session.billing = billing
    session.shipping = customerShipping
    const userId = request.userId
    const customerId =
      userId === null && request.account
        ? createCheckoutAccount(db, request.account, billing, shipping)
        : userId
    const rate = cart.rates.find((r) => r.id === cart.chosenShipping[0])
    const card = gateway?.id === 'paystack'
    const date = orderDateOf(request.now ?? Date.now())
    // WooCommerce's cash on delivery holds an order with a download (on-hold, no access to the file) until the shop
    // marks it paid; anything else is processing at once (WC_Gateway_COD::process_payment; seen on the real stack).
    const holdsDownloads = cart.items.some((i) => i.product.downloadable === 1)
    const status = card ? (payment?.status ?? 'pending') : holdsDownloads ? 'on-hold' : 'processing'
    const orderId = createOrder(db, {
      customerId,
      status,
      date,
      datePaid: card && payment?.status === 'processing' ? (payment.paidAt ?? date) : null,
      billing,
      shipping,
      paymentMethod: gateway?.id ?? '',
      paymentMethodTitle:
        card && payment?.status === 'pending' ? CARD_GATEWAY_TRANSFER_TITLE : (gateway?.title ?? ''),
      transactionId: card && payment?.status === 'processing' ? payment.reference : '',
      customerNote: request.customerNote ?? '',
      createdVia: 'checkout',
      shippingMethod: rate?.id ?? '',
      shippingCost: rate?.cost ?? 0,
      coupons: cart.coupons,
      lines: cart.items.map((i) => ({
        productId: i.product.id,
        variationId: i.variation?.id ?? null,
        name: (i.variation ?? i.product).name,
        quantity: i.line.quantity,
        unitPrice: (i.variation ?? i.product).sale_price ?? (i.variation ?? i.product).regular_price,
      })),
      meta: [
        ...(request.metaData ?? []).filter(
          (m): m is { key: string; value: string } => !!m && m.key !== PAYMENT_REFERENCE_META,
        ),
        ...(card && payment ? [{ key: PAYMENT_REFERENCE_META, value: payment.reference }] : []),
      ],
    })
    if (card && payment && !payment.claim(payment.reference, orderId))
      refuse('payment-not-verified', { reason: 'reference-used' })
    reduceStock(db, session)
    // Held until paid or, unpaid, until the sweep cancels it (unpaid-orders.ts); counted as sold only once paid.
    markStockReduced(db, orderId)
    if (PAID_STATUSES.has(status) || status === 'on-hold') recordOrderSales(db, orderId)
    const couponCodes = cart.coupons.map((c) => c.code)
    countCouponUses(db, couponCodes)
    recordOrderCoupons(db, orderId, couponCodes)
    if (userId === null) session.placedOrders = [...(session.placedOrders ?? []), orderId].slice(-50)
    session.cart = []
    session.coupons = []
    saveSession(db, request.sessionKey, session)
    return { orderId, customerId }
  })
}

/**
 * WooCommerce checks the cart's coupons again at checkout and removes any no longer valid (expired, used up, the
 * cart now under the minimum spend), refusing the checkout with a notice for each: the removal is kept, so the
 * shopper sees the new totals and may check out again.
 */
function dropInvalidCoupons(db: Db, sessionKey: string): void {
  const invalidIn = (session: SessionData) => {
    const subtotal = viewCart(db, session).totals.subtotal
    return session.coupons.filter((code) => {
      const coupon = getCoupon(db, code)
      return !coupon || couponProblem(coupon, subtotal) !== null
    })
  }
  if (invalidIn(loadSession(db, sessionKey)).length === 0) return
  const removed = updateSession(db, sessionKey, (session) => {
    const invalid = invalidIn(session)
    session.coupons = session.coupons.filter((code) => !invalid.includes(code))
    return invalid
  })
  if (removed.length)
    throw new ShopError(
      removed.map((code) => problem('coupon-invalid-removed', { code: code.toLowerCase() })),
    )
}
