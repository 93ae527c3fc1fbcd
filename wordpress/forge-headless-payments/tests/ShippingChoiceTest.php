<?php
/**
 * The default shipping rate: a qualifying free rate, else the cheapest delivery.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

final class Fake_Shipping_Rate {
	public function __construct( private string $method, private string $cost ) {}
	public function get_method_id(): string { return $this->method; }
	public function get_cost(): string { return $this->cost; }
}

final class ShippingChoiceTest extends Plugin_Test_Case {

	private static function rates( array $costs ): array {
		$rates = array();
		foreach ( $costs as $id => $cost ) {
			$rates[ $id ] = new Fake_Shipping_Rate( explode( ':', $id )[0], $cost );
		}
		return $rates;
	}

	private static function default_for( array $rates, $chosen = false ) {
		return apply_filters( 'woocommerce_shipping_chosen_method', array_key_first( $rates ), $rates, $chosen );
	}

	public function test_a_qualifying_free_rate_is_the_default_though_flat_rate_comes_first(): void {
		$rates = self::rates( array( 'flat_rate:1' => '3500', 'free_shipping:2' => '0', 'local_pickup:3' => '0' ) );
		$this->assertSame( 'free_shipping:2', self::default_for( $rates, 'flat_rate:1' ) );
	}

	public function test_else_the_cheapest_delivery_never_a_pickup(): void {
		$rates = self::rates( array( 'flat_rate:4' => '7500', 'flat_rate:7' => '2500', 'local_pickup:3' => '0' ) );
		$this->assertSame( 'flat_rate:7', self::default_for( $rates ) );
	}

	public function test_a_chosen_pickup_woocommerce_kept_stays(): void {
		$rates = self::rates( array( 'flat_rate:1' => '3500', 'free_shipping:2' => '0', 'local_pickup:3' => '0' ) );
		$this->assertSame( 'local_pickup:3', apply_filters( 'woocommerce_shipping_chosen_method', 'local_pickup:3', $rates, 'local_pickup:3' ) );
	}
}
