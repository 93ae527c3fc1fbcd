<?php
/**
 * isPaid: a shop manager's word only.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

final class IsPaidGuardTest extends Plugin_Test_Case {

	const IS_PAID_REFUSAL = 'Only a shop manager can mark an order as paid (isPaid). Pay with one of the shop\'s payment methods instead.';

	public function test_is_paid_from_a_guest_is_refused_for_every_payment_method(): void {
		foreach ( array( 'bacs', 'cod', 'paystack' ) as $method ) {
			$this->assertRefusedWith(
				fn() => fake_graphql_checkout( array( 'paymentMethod' => $method, 'isPaid' => true, 'transactionId' => 'anything' ) ),
				self::IS_PAID_REFUSAL
			);
		}
		$this->assertSame( array(), Test_World::$requests, 'Refused before anything else.' );
	}

	public function test_is_paid_from_a_logged_in_customer_is_refused(): void {
		Test_World::$capabilities = array( 'read' );
		$this->assertRefusedWith( fn() => fake_graphql_checkout( array( 'paymentMethod' => 'bacs', 'isPaid' => true ) ), self::IS_PAID_REFUSAL );
	}

	public function test_is_paid_from_a_shop_manager_is_allowed(): void {
		Test_World::$capabilities = array( 'read', 'manage_woocommerce' );
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'bacs', 'isPaid' => true, 'transactionId' => 'phone-order-17' ) );
		$order  = wc_get_order( $result['id'] );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'processing', $order->status );
		$this->assertSame( 'phone-order-17', $order->transaction_id );
	}

	public function test_a_manager_is_paid_card_checkout_still_has_its_reference_verified_and_claimed(): void {
		Test_World::$capabilities = array( 'manage_woocommerce' );
		Test_World::$http         = self::paystack( 'success', 15000000, 'ws-manager-0001' );
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'paystack', 'isPaid' => true, 'transactionId' => 'ws-manager-0001' ) );
		$order  = wc_get_order( $result['id'] );
		$this->assertSame( 'processing', $order->status );
		$this->assertSame( 'ws-manager-0001', $order->get_meta( '_paystack_txn_ref' ) );
		$this->assertCount( 1, Test_World::$requests );

		WC()->cart->items = array( 'again' );
		$this->assertRefusedWith(
			fn() => fake_graphql_checkout( array( 'paymentMethod' => 'paystack', 'isPaid' => true, 'transactionId' => 'ws-manager-0001' ) ),
			self::payment_refusal( 'this payment has already paid another order' )
		);
	}

	public function test_is_paid_false_is_an_ordinary_checkout(): void {
		// woo-paystack's own pay-after-ordering flow, where the shop keeps it (else a checkout without a reference is
		// refused: CheckoutPaymentTest).
		add_filter( 'forge_headless_checkout_before_payment', static fn () => true );
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'paystack', 'isPaid' => false ) );
		$this->assertSame( 'pending', wc_get_order( $result['id'] )->status );
	}

	public function test_second_belt_prepaid_validation_is_false_for_a_guest(): void {
		$order = new Fake_Order( 7, '100.00', 'NGN', 'bacs' );
		$this->assertFalse( apply_filters( 'graphql_checkout_prepaid_order_validation', true, $order, 'x', array(), array( 'isPaid' => true ), null, null ) );
		$this->assertNotEmpty( $order->notes );
	}

	public function test_second_belt_keeps_other_answers(): void {
		$order = new Fake_Order( 7, '0.00', 'NGN', 'bacs' );
		$this->assertTrue( apply_filters( 'graphql_checkout_prepaid_order_validation', true, $order, '', array(), array( 'isPaid' => false ), null, null ), 'A free order.' );
		Test_World::$capabilities = array( 'manage_woocommerce' );
		$this->assertTrue( apply_filters( 'graphql_checkout_prepaid_order_validation', true, $order, 'x', array(), array( 'isPaid' => true ), null, null ) );
	}
}
