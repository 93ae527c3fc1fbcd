<?php
/**
 * "Is this Paystack reference already on an order?", on both of WooCommerce's order storages.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

final class OrderReferenceLookupTest extends Plugin_Test_Case {

	const REF  = 'ws-7f3a9c2e10b4';
	const KOBO = 15000000; // The cart's ₦150,000.00.

	public static function storages(): array {
		return array(
			'legacy (posts and postmeta)' => array( false ),
			'HPOS (custom order tables)'  => array( true ),
		);
	}

	/** Orders that do not carry REF: one woo-paystack paid through its own pages, one by bank transfer (bacs). */
	private static function other_orders(): void {
		$paystack                              = new Fake_Order( 50, '90000.00', 'NGN', 'paystack' );
		$paystack->meta['_paystack_txn_ref']   = '50_1764150000';
		$paystack->transaction_id              = '50_1764150000';
		$paystack->status                      = 'processing';
		$bacs                                  = new Fake_Order( 51, '12000.00', 'NGN', 'bacs' );
		$bacs->status                          = 'on-hold';
		Test_World::$orders[50]                = $paystack;
		Test_World::$orders[51]                = $bacs;
	}

	/** @dataProvider storages */
	public function test_a_reference_no_order_carries_is_accepted_while_other_orders_exist( bool $hpos ): void {
		Test_World::$hpos = $hpos;
		self::other_orders();
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );

		$result = self::card_checkout( self::REF );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'processing', wc_get_order( $result['id'] )->status );
		$this->assertSame( self::REF, wc_get_order( $result['id'] )->transaction_id );
	}

	/** @dataProvider storages */
	public function test_a_reference_an_order_carries_as_paystack_txn_ref_is_refused( bool $hpos ): void {
		Test_World::$hpos = $hpos;
		self::other_orders();
		$order                            = new Fake_Order( 60, '150000.00', 'NGN', 'paystack' );
		$order->meta['_paystack_txn_ref'] = self::REF; // e.g. woo-paystack's popup, not yet completed.
		Test_World::$orders[60]           = $order;
		Test_World::$http                 = self::paystack( 'success', self::KOBO, self::REF );

		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'this payment has already paid another order' ) );
	}

	/** @dataProvider storages */
	public function test_a_reference_that_is_an_order_s_transaction_id_is_refused( bool $hpos ): void {
		Test_World::$hpos = $hpos;
		self::other_orders();
		$order                 = new Fake_Order( 61, '150000.00', 'NGN', 'paystack' );
		$order->transaction_id = self::REF; // e.g. a shop manager's checkout with isPaid and this transactionId.
		$order->status         = 'processing';
		Test_World::$orders[61] = $order;
		Test_World::$http       = self::paystack( 'success', self::KOBO, self::REF );

		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'this payment has already paid another order' ) );
	}

	/** @dataProvider storages */
	public function test_a_second_checkout_with_a_reference_the_first_recorded_is_refused( bool $hpos ): void {
		Test_World::$hpos = $hpos;
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		self::card_checkout( self::REF );
		$GLOBALS['wpdb']->rows = array(); // No claim left (e.g. removed): the order itself must still refuse the reference.
		WC()->cart->items = array( 'another workstation' );

		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'this payment has already paid another order' ) );
	}

	/** The doubles behave as WooCommerce 10.0's data stores do (see tests/doubles/order-storage.php). */
	public function test_the_legacy_data_store_ignores_meta_query_and_hpos_honours_it(): void {
		self::other_orders();
		$args = array(
			'limit'      => 1,
			'return'     => 'ids',
			'meta_query' => array( array( 'key' => '_paystack_txn_ref', 'value' => 'no-such-reference' ) ),
		);

		Test_World::$hpos = false;
		$this->assertSame( array( 51 ), wc_get_orders( $args ), 'Legacy: any order, the newest.' );
		Test_World::$hpos = true;
		$this->assertSame( array(), wc_get_orders( $args ) );
	}
}
