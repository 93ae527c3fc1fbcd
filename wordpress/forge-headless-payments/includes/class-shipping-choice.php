<?php
/**
 * The shipping rate a cart defaults to.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce chooses a package's default rate whenever nothing is chosen, the choice is gone, or the rates offered
 * changed (free shipping now qualifies, another zone): the first rate in the zone's order. This shop's default is a
 * qualifying free rate, else the cheapest delivery rate, never a pickup (the shopper must come to the shop for it);
 * a pickup the shopper chose, which WooCommerce keeps while offered, stays. The storefront's embedded backend does
 * the same (backend/src/shop/shipping.ts).
 */
final class Shipping_Choice {

	const PICKUP_METHODS = array( 'local_pickup', 'pickup_location' );

	/**
	 * Hooks the default.
	 *
	 * @return void
	 */
	public function register(): void {
		add_filter( 'woocommerce_shipping_chosen_method', array( $this, 'default_rate' ), 10, 3 );
	}

	/**
	 * The default rate id of a package.
	 *
	 * @param string|false $default WooCommerce's default (the first rate, or a chosen pickup kept).
	 * @param array        $rates   The package's rates (WC_Shipping_Rate), by id.
	 * @param string|false $chosen  The rate chosen before, if any.
	 * @return string|false
	 */
	public function default_rate( $default, $rates, $chosen = false ) {
		if ( ! is_array( $rates ) || ! $rates ) {
			return $default;
		}
		if ( $chosen && $default === $chosen && isset( $rates[ $chosen ] )
			&& in_array( $rates[ $chosen ]->get_method_id(), self::PICKUP_METHODS, true ) ) {
			return $default;
		}
		$cheapest      = null;
		$cheapest_cost = null;
		foreach ( $rates as $id => $rate ) {
			$method = $rate->get_method_id();
			if ( 'free_shipping' === $method ) {
				return (string) $id;
			}
			$cost = (float) $rate->get_cost();
			if ( ! in_array( $method, self::PICKUP_METHODS, true ) && ( null === $cheapest_cost || $cost < $cheapest_cost ) ) {
				$cheapest      = (string) $id;
				$cheapest_cost = $cost;
			}
		}
		return $cheapest ?? $default;
	}
}
