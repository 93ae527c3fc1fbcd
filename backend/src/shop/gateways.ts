/** The shop's payment gateways, in WooCommerce's order. */
export const PAYMENT_GATEWAYS = [
  {
    id: 'paystack',
    title: 'Credit card',
    description: 'Pay securely with your debit or credit card.',
    icon: null,
  },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', icon: null },
]

export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number]

/**
 * The title a card-gateway order awaiting the shopper's bank transfer is written with: the provider's popup also
 * takes transfers, and the order says how it is being paid, not "Credit card".
 */
export const CARD_GATEWAY_TRANSFER_TITLE = 'Bank transfer'

/**
 * The gateways a cart may be paid with (WooCommerce's `get_available_payment_gateways`, which WooGraphQL's
 * `paymentGateways` lists): cash on delivery is set up without "Accept for virtual orders" (`enable_for_virtual`
 * off), so WC_Gateway_COD::is_available() leaves it out for a cart that ships nothing. An empty cart is left with
 * every gateway, as a fresh session answers (paymentGatewaysView-guest).
 */
export function availableGateways(cart: { isEmpty: boolean; needsShipping: boolean }): PaymentGateway[] {
  const virtualOnly = !cart.isEmpty && !cart.needsShipping
  return PAYMENT_GATEWAYS.filter((gateway) => !(virtualOnly && gateway.id === 'cod'))
}
