<?php
/**
 * Money: a decimal amount in the shop's currency as an integer count of the provider's subunit (kobo).
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Converts WooCommerce totals (decimal strings or floats) to Paystack's integer subunit.
 *
 * Paystack always counts in hundredths of the currency (kobo, pesewas, cents), whatever number of decimals the
 * shop displays, so the conversion is fixed at two decimals. The float is rounded once, to two decimals, by
 * number_format(); everything after that is integer arithmetic, so 19999.99 is 1999999 and never 1999998.
 */
final class Money {

	/**
	 * The amount in the subunit, e.g. "1500.50" → 150050.
	 *
	 * @param string|float|int $amount A non-negative decimal amount.
	 * @return int
	 */
	public static function to_subunit( $amount ): int {
		$fixed = number_format( (float) $amount, 2, '.', '' );
		$sign  = 1;
		if ( str_starts_with( $fixed, '-' ) ) {
			$sign  = -1;
			$fixed = substr( $fixed, 1 );
		}
		list( $whole, $fraction ) = explode( '.', $fixed );
		return $sign * ( (int) $whole * 100 + (int) $fraction );
	}

	/**
	 * A subunit amount for people, e.g. 150050 and NGN → "NGN 1,500.50".
	 *
	 * @param int    $subunit  Amount in the subunit.
	 * @param string $currency ISO currency code.
	 * @return string
	 */
	public static function format( int $subunit, string $currency ): string {
		return trim( $currency . ' ' . number_format( $subunit / 100, 2, '.', ',' ) );
	}
}
