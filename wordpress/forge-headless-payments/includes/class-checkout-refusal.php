<?php
/**
 * Why a checkout is refused, in the words the storefront's backend uses too.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

use GraphQL\Error\UserError;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the GraphQL error a refused checkout answers with. Every refusal happens before the order is written (no
 * order is placed and the cart is kept).
 *
 * A payment refusal reads "Payment could not be verified: <reason>. Payment Failed. Try again.": woo-paystack's
 * shopper notice after the reason, worded exactly as the storefront's embedded backend words it, so the storefront
 * shows the same message against either.
 */
final class Checkout_Refusal {

	const IS_PAID           = 'is-paid';
	const MISSING           = 'missing';
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
	 * @param string $reason  One of the constants above.
	 * @param array  $details Optional: 'status' (Paystack's transaction status, for NOT_SUCCESSFUL) and 'expected'
	 *                        (the shop's currency code, for CURRENCY_MISMATCH).
	 * @return string
	 */
	public static function message( string $reason, array $details = array() ): string {
		if ( self::IS_PAID === $reason ) {
			return __( 'Only a shop manager can mark an order as paid (isPaid). Pay with one of the shop\'s payment methods instead.', 'forge-headless-payments' );
		}
		return sprintf(
			/* translators: %s: why the payment was not accepted, e.g. "the amount paid is not the order total" */
			__( 'Payment could not be verified: %s. Payment Failed. Try again.', 'forge-headless-payments' ),
			self::reason( $reason, $details )
		);
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

	/**
	 * Why a payment was refused: the part of the message after "Payment could not be verified: ".
	 *
	 * @param string $reason  One of the constants above (not IS_PAID).
	 * @param array  $details See message().
	 * @return string
	 */
	private static function reason( string $reason, array $details ): string {
		switch ( $reason ) {
			case self::MISSING:
				return __( 'no card payment was made for it', 'forge-headless-payments' );
			case self::INVALID_REFERENCE:
			case self::NOT_FOUND:
				return __( 'the card provider has no such transaction', 'forge-headless-payments' );
			case self::DECLINED:
				return __( 'Payment was declined by Paystack', 'forge-headless-payments' );
			case self::ABANDONED:
			case self::REVERSED:
			case self::NOT_SUCCESSFUL:
				$status = self::ABANDONED === $reason || self::REVERSED === $reason ? $reason : (string) ( $details['status'] ?? '' );
				if ( self::DECLINED === $status ) {
					return __( 'Payment was declined by Paystack', 'forge-headless-payments' );
				}
				// Paystack's statuses are short lower-case words; anything else is not repeated to the shopper.
				if ( 1 === preg_match( '/^[a-z][a-z_-]{0,31}$/', $status ) ) {
					/* translators: %s: Paystack's transaction status, e.g. "abandoned" or "reversed" */
					return sprintf( __( 'the payment is %s', 'forge-headless-payments' ), $status );
				}
				break;
			case self::AMOUNT_MISMATCH:
				return __( 'the amount paid is not the order total', 'forge-headless-payments' );
			case self::CURRENCY_MISMATCH:
				/* translators: %s: the shop's currency, as WooCommerce names it, e.g. "Nigerian naira" */
				return sprintf( __( 'the payment is not in %s', 'forge-headless-payments' ), self::currency_name( (string) ( $details['expected'] ?? '' ) ) );
			case self::WRONG_MODE:
				return __( 'the payment was made in the wrong mode (test or live)', 'forge-headless-payments' );
			case self::REUSED:
				return __( 'this payment has already paid another order', 'forge-headless-payments' );
			case self::UNREACHABLE:
			case self::NOT_CONFIGURED:
				return __( 'the card provider could not be reached', 'forge-headless-payments' );
		}
		return __( 'the card provider did not confirm the payment', 'forge-headless-payments' );
	}

	/**
	 * WooCommerce's name for a currency (e.g. "Nigerian naira" for NGN); the code itself when WooCommerce has none.
	 *
	 * @param string $code ISO currency code; '' for the shop's currency.
	 * @return string
	 */
	private static function currency_name( string $code ): string {
		if ( '' === $code && function_exists( 'get_woocommerce_currency' ) ) {
			$code = (string) get_woocommerce_currency();
		}
		$code  = strtoupper( $code );
		$names = function_exists( 'get_woocommerce_currencies' ) ? (array) get_woocommerce_currencies() : array();
		return isset( $names[ $code ] ) && is_string( $names[ $code ] ) && '' !== $names[ $code ] ? $names[ $code ] : $code;
	}
}
