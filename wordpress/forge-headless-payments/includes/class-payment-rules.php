<?php
/**
 * The rules a Paystack answer must meet to pay (or await paying) an order.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Decides from Paystack's answer, the amount due and the shop's currency: paid, awaiting, or refused (and why).
 */
final class Payment_Rules {

	const PAID     = 'paid';
	const AWAITING = 'awaiting';

	/**
	 * The decision.
	 *
	 * @param Verification $verification Paystack's answer.
	 * @param string       $reference    The reference asked about.
	 * @param int          $due          The amount due, in the subunit.
	 * @param string       $currency     The shop's (or order's) currency.
	 * @param string       $mode         "test" or "live": the gateway's mode.
	 * @return string self::PAID, self::AWAITING or a Checkout_Refusal reason.
	 */
	public static function decide( Verification $verification, string $reference, int $due, string $currency, string $mode ): string {
		if ( Verification::ANSWERED !== $verification->outcome ) {
			return $verification->outcome; // not-found, unreachable or not-configured.
		}
		if ( '' !== $verification->reference && $verification->reference !== $reference ) {
			return Checkout_Refusal::NOT_FOUND;
		}
		if ( '' !== $verification->domain && $verification->domain !== $mode ) {
			return Checkout_Refusal::WRONG_MODE;
		}
		if ( ! $verification->is_success() && ! $verification->is_awaiting() ) {
			return in_array( $verification->status, array( 'abandoned', 'failed', 'reversed' ), true )
				? $verification->status
				: Checkout_Refusal::NOT_SUCCESSFUL;
		}
		if ( strtoupper( $currency ) !== $verification->currency ) {
			return Checkout_Refusal::CURRENCY_MISMATCH;
		}
		if ( $verification->amount !== $due ) {
			return Checkout_Refusal::AMOUNT_MISMATCH;
		}
		return $verification->is_success() ? self::PAID : self::AWAITING;
	}
}
