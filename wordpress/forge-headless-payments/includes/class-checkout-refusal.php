<?php
/**
 * Why a checkout is refused, in words a shopper can act on.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

use GraphQL\Error\UserError;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the GraphQL error a refused checkout answers with. Every refusal happens before the order is written,
 * so every message can say that nothing was placed and the cart is kept.
 */
final class Checkout_Refusal {

	const IS_PAID           = 'is-paid';
	const INVALID_REFERENCE = 'invalid-reference';
	const NOT_FOUND         = 'not-found';
	const UNREACHABLE       = 'unreachable';
	const NOT_CONFIGURED    = 'not-configured';
	const WRONG_MODE        = 'wrong-mode';
	const DECLINED          = 'failed';
	const ABANDONED         = 'abandoned';
	const REVERSED          = 'reversed';
	const NOT_SUCCESSFUL    = 'not-successful';
	const AMOUNT_MISMATCH   = 'amount-mismatch';
	const CURRENCY_MISMATCH = 'currency-mismatch';
	const REUSED            = 'reused';

	/**
	 * The shopper-facing message for a reason.
	 *
	 * @param string $reason One of the constants above.
	 * @param array  $details Optional: 'paid' and 'due' (formatted amounts), 'currency' and 'expected'.
	 * @return string
	 */
	public static function message( string $reason, array $details = array() ): string {
		$kept = __( 'No order was placed and your cart is unchanged.', 'forge-headless-payments' );
		switch ( $reason ) {
			case self::IS_PAID:
				return __( 'Only a shop manager can mark an order as paid (isPaid). Pay with one of the payment methods of the shop instead.', 'forge-headless-payments' );
			case self::INVALID_REFERENCE:
				$text = __( 'This is not a valid Paystack payment reference.', 'forge-headless-payments' );
				break;
			case self::NOT_FOUND:
				$text = __( 'Paystack does not know this payment reference.', 'forge-headless-payments' );
				break;
			case self::UNREACHABLE:
				$text = __( 'Paystack could not be reached to confirm the payment. Please try again in a moment.', 'forge-headless-payments' );
				break;
			case self::NOT_CONFIGURED:
				$text = __( 'Card payments are not set up on this shop (the Paystack secret key is missing or refused).', 'forge-headless-payments' );
				break;
			case self::WRONG_MODE:
				$text = __( 'This payment was made in the other Paystack mode (test or live) than the shop uses.', 'forge-headless-payments' );
				break;
			case self::DECLINED:
				$text = __( 'The payment was declined.', 'forge-headless-payments' );
				break;
			case self::ABANDONED:
				$text = __( 'The payment was not completed (abandoned).', 'forge-headless-payments' );
				break;
			case self::REVERSED:
				$text = __( 'The payment was reversed.', 'forge-headless-payments' );
				break;
			case self::AMOUNT_MISMATCH:
				/* translators: 1: amount paid, 2: order total */
				$text = sprintf( __( 'The payment (%1$s) does not match the order total (%2$s).', 'forge-headless-payments' ), $details['paid'] ?? '?', $details['due'] ?? '?' );
				break;
			case self::CURRENCY_MISMATCH:
				/* translators: 1: currency paid in, 2: shop currency */
				$text = sprintf( __( 'The payment was made in %1$s, but this shop charges in %2$s.', 'forge-headless-payments' ), $details['currency'] ?? '?', $details['expected'] ?? '?' );
				break;
			case self::REUSED:
				$text = __( 'This payment reference has already been used for an order.', 'forge-headless-payments' );
				break;
			default:
				$text = __( 'Paystack did not confirm the payment.', 'forge-headless-payments' );
		}
		return $text . ' ' . $kept;
	}

	/**
	 * The GraphQL error for a reason (WPGraphQL shows a UserError's message to the client).
	 *
	 * @param string $reason  One of the constants above.
	 * @param array  $details See message().
	 * @return UserError
	 */
	public static function error( string $reason, array $details = array() ): UserError {
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- WPGraphQL JSON-encodes errors; they are never printed as HTML.
		return new UserError( self::message( $reason, $details ) );
	}
}
