/**
 * WooCommerce's own success notices (wc_add_notice(…, 'success')). WooGraphQL answers a refused mutation with
 * whichever notice is pending in the session, so a failed `checkout` can say "Coupon code applied successfully."
 * (recorded case `Checkout-missing-billing`): a success notice is never the reason something failed.
 */
const SUCCESS_NOTICES = [
  /^coupon code applied successfully\.?$/i,
  /^coupon code removed successfully\.?$/i,
  /\bhas been added to your cart\.?$/i,
  /\bhave been added to your cart\.?$/i,
  /^cart updated\.?$/i,
  /^shipping costs updated\.?$/i,
  /^address changed successfully\.?$/i,
  /^account details changed successfully\.?$/i,
  /\bremoved\. undo\?$/i,
]

/** Whether a (plain-text) message is one of WooCommerce's success notices. */
export function isSuccessNotice(message: string): boolean {
  const text = message.trim()
  return SUCCESS_NOTICES.some((notice) => notice.test(text))
}
