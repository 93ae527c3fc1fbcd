<?php
/**
 * The storefront's card checkout through WooGraphQL: verify before the order is written, claim once, record.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Reference_Claims;

final class CheckoutPaymentTest extends Plugin_Test_Case {

	const REF  = 'ws-7f3a9c2e10b4';
	const KOBO = 15000000; // The cart's ₦150,000.00.

	public function test_a_verified_payment_places_a_paid_order(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );

		$result = self::card_checkout( self::REF );

		$order = wc_get_order( $result['id'] );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'processing', $order->status );
		$this->assertSame( self::REF, $order->transaction_id );
		$this->assertSame( self::REF, $order->get_meta( '_paystack_txn_ref' ) );
		$this->assertSame( 1, $order->payment_complete_calls );
		$this->assertSame( 'https://shop.test/checkout/order-received/' . $order->id . '/', $result['redirect'] );
		$this->assertTrue( WC()->cart->is_empty(), 'The cart is emptied after a paid order.' );
		$this->assertSame( array(), Test_World::$gateway->processed, 'woo-paystack does not start a second payment.' );
		$this->assertSame( $order->id, ( new Reference_Claims() )->order_id( self::REF ) );
	}

	public function test_the_stand_in_gateway_is_a_wc_payment_gateway_and_passes_other_calls_to_woo_paystack(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$seen             = null;
		add_filter(
			'woocommerce_available_payment_gateways',
			function ( $gateways ) use ( &$seen ) {
				$seen = $gateways['paystack'];
				return $gateways;
			},
			PHP_INT_MAX
		);
		self::card_checkout( self::REF );

		$this->assertInstanceOf( WC_Payment_Gateway::class, $seen );
		$this->assertSame( 'paystack', $seen->id );
		$this->assertSame( 'Debit/Credit Cards', $seen->title );
		$this->assertSame( 'woo-paystack only', $seen->start_refund_for_test() );
	}

	public function test_paystack_is_asked_server_to_server_with_the_secret_key_of_the_gateway_mode(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );

		self::card_checkout( self::REF );

		$this->assertCount( 1, Test_World::$requests );
		$request = Test_World::$requests[0];
		$this->assertSame( 'https://api.paystack.co/transaction/verify/' . self::REF, $request['url'] );
		$this->assertSame( 'Bearer sk_test_secret', $request['args']['headers']['Authorization'] );
		$this->assertGreaterThan( 0, $request['args']['timeout'] );
	}

	public function test_paystack_s_answer_is_read_at_most_256_kb_and_a_cut_answer_is_refused(): void {
		// WordPress's HTTP API stops reading at limit_response_size: the double cuts the answer as it would.
		Test_World::$http = function ( $url, $args ) {
			$answer         = self::paystack( 'success', self::KOBO, self::REF );
			$answer['body'] = substr( $answer['body'], 0, -1 ) . ',"log":"' . str_repeat( 'x', 300000 ) . '"}';
			$answer['body'] = substr( $answer['body'], 0, $args['limit_response_size'] ?? PHP_INT_MAX );
			return $answer;
		};
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider could not be reached' ) );
		$this->assertSame( 262144, Test_World::$requests[0]['args']['limit_response_size'] );
	}

	public function test_live_mode_uses_the_live_key_and_requires_a_live_transaction(): void {
		Test_World::$options['woocommerce_paystack_settings']['testmode'] = 'no';
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF, 'NGN', 'test' );

		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment was made in the wrong mode (test or live)' ) );
		$this->assertSame( 'Bearer sk_live_secret', Test_World::$requests[0]['args']['headers']['Authorization'] );
	}

	public function test_a_forged_reference_is_refused(): void {
		Test_World::$http = self::paystack_unknown( 404 );
		$this->assertRefusedWith( fn() => self::card_checkout( 'ws-forged000001' ), self::payment_refusal( 'the card provider has no such transaction' ) );
	}

	public function test_a_reference_paystack_answers_400_for_is_refused(): void {
		Test_World::$http = self::paystack_unknown( 400 );
		$this->assertRefusedWith( fn() => self::card_checkout( 'ws-forged000002' ), self::payment_refusal( 'the card provider has no such transaction' ) );
	}

	public function test_a_malformed_reference_is_refused_without_asking_paystack(): void {
		$this->assertRefusedWith( fn() => self::card_checkout( '../../transaction/list' ), self::payment_refusal( 'the card provider has no such transaction' ) );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_a_reused_reference_is_refused(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		self::card_checkout( self::REF );
		WC()->cart->items = array( 'another workstation' );

		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'this payment has already paid another order' ) );
		$this->assertCount( 1, Test_World::$orders );
	}

	public function test_a_reference_woo_paystack_already_recorded_on_an_order_is_refused(): void {
		$paid_through_gateway                                = new Fake_Order( 50, '150000.00', 'NGN', 'paystack' );
		$paid_through_gateway->meta['_paystack_txn_ref']     = '50_1764150000';
		$paid_through_gateway->status                        = 'processing';
		Test_World::$orders[50]                               = $paid_through_gateway;
		Test_World::$http = self::paystack( 'success', self::KOBO, '50_1764150000' );

		$this->assertRefusedWith( fn() => self::card_checkout( '50_1764150000' ), self::payment_refusal( 'this payment has already paid another order' ) );
	}

	public function test_two_checkouts_racing_with_one_reference_get_one_claim(): void {
		$claims = new Reference_Claims();
		$first  = $claims->claim( self::REF );
		$second = $claims->claim( self::REF );
		$this->assertNotNull( $first );
		$this->assertNull( $second, 'The database\'s unique key decides: the second insert affects no row.' );
	}

	public function test_underpaid_by_one_kobo_is_refused(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO - 1, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the amount paid is not the order total' ) );
	}

	public function test_overpaid_by_one_kobo_is_refused(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO + 1, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the amount paid is not the order total' ) );
	}

	public function test_a_payment_in_another_currency_is_refused(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF, 'USD' );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment is not in Nigerian naira' ) );
	}

	public function test_a_declined_payment_is_refused(): void {
		Test_World::$http = self::paystack( 'failed', self::KOBO, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'Payment was declined by Paystack' ) );
	}

	public function test_an_abandoned_payment_is_refused(): void {
		Test_World::$http = self::paystack( 'abandoned', self::KOBO, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment is abandoned' ) );
	}

	public function test_a_reversed_payment_is_refused(): void {
		Test_World::$http = self::paystack( 'reversed', self::KOBO, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment is reversed' ) );
	}

	public function test_another_unsuccessful_status_is_named_in_the_refusal(): void {
		Test_World::$http = self::paystack( 'blocked', self::KOBO, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment is blocked' ) );
	}

	public function test_a_status_that_is_not_a_plain_word_is_not_repeated(): void {
		Test_World::$http = self::paystack( '<b>Odd status</b>', self::KOBO, self::REF );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider did not confirm the payment' ) );
	}

	public function test_the_currency_refusal_falls_back_to_the_code_woocommerce_has_no_name_for(): void {
		Test_World::$currency = 'XYZ';
		Test_World::$http     = self::paystack( 'success', self::KOBO, self::REF, 'NGN' );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the payment is not in XYZ' ) );
	}

	public function test_a_secret_key_paystack_refuses_is_refused_as_unreachable(): void {
		Test_World::$http = self::paystack_unknown( 401 );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider could not be reached' ) );
	}

	public function test_a_reference_paystack_reports_under_another_name_is_unknown(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, 'ws-someone-else1' );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider has no such transaction' ) );
	}

	public function test_provider_unreachable_is_refused_and_the_reference_stays_usable(): void {
		Test_World::$http = new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider could not be reached' ) );

		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$result = self::card_checkout( self::REF );
		$this->assertSame( 'processing', wc_get_order( $result['id'] )->status );
	}

	public function test_a_provider_error_is_refused_as_unreachable(): void {
		Test_World::$http = array( 'response' => array( 'code' => 502 ), 'body' => '<html>Bad gateway</html>' );
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider could not be reached' ) );
	}

	public function test_without_a_secret_key_card_checkouts_are_refused(): void {
		Test_World::$options['woocommerce_paystack_settings']['test_secret_key'] = '';
		$this->assertRefusedWith( fn() => self::card_checkout( self::REF ), self::payment_refusal( 'the card provider could not be reached' ) );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_a_client_supplied_paystack_reference_meta_is_overwritten_with_the_verified_one(): void {
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$result = self::card_checkout( self::REF, array( 'metaData' => array( array( 'key' => '_paystack_txn_ref', 'value' => '999_1' ) ) ) );
		$this->assertSame( self::REF, wc_get_order( $result['id'] )->get_meta( '_paystack_txn_ref' ) );
	}

	public function test_a_pending_bank_transfer_places_an_order_awaiting_payment(): void {
		Test_World::$http = self::paystack( 'pending', self::KOBO, self::REF );

		$result = self::card_checkout( self::REF );

		$order = wc_get_order( $result['id'] );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( 'pending', $order->status );
		$this->assertTrue( $order->needs_payment() );
		$this->assertSame( '', $order->transaction_id );
		$this->assertSame( self::REF, $order->get_meta( '_paystack_txn_ref' ) );
		$this->assertSame( 0, $order->payment_complete_calls );
		$this->assertSame( 'Bank transfer', $order->payment_method_title, 'Titled as it is paid, not "Credit card".' );
		$this->assertSame( array(), Test_World::$gateway->processed, 'woo-paystack does not start a new transaction.' );
		$this->assertFalse( apply_filters( 'woocommerce_cancel_unpaid_order', true, $order ), 'The stock hold does not cancel it.' );
	}

	public function test_ongoing_and_queued_transfers_also_await_payment(): void {
		foreach ( array( 'ongoing', 'queued' ) as $i => $status ) {
			WC()->cart->items = array( 'item' );
			Test_World::$http = self::paystack( $status, self::KOBO, self::REF . $i );
			$result           = self::card_checkout( self::REF . $i );
			$this->assertSame( 'pending', wc_get_order( $result['id'] )->status );
		}
	}

	public function test_a_claim_is_released_when_the_order_cannot_be_written(): void {
		Test_World::$http              = self::paystack( 'success', self::KOBO, self::REF );
		Test_World::$fail_create_order = true;
		$this->assertRefused( fn() => self::card_checkout( self::REF ), 'Database unavailable' );

		do_action( 'shutdown' );
		$this->assertNull( ( new Reference_Claims() )->order_id( self::REF ), 'The shopper can use the payment again.' );

		Test_World::$fail_create_order = false;
		$result                        = self::card_checkout( self::REF );
		$this->assertSame( 'processing', wc_get_order( $result['id'] )->status );
	}

	public function test_a_checkout_without_a_reference_is_refused_before_any_order(): void {
		foreach ( array( array(), array( 'transactionId' => '' ), array( 'transactionId' => '   ' ) ) as $input ) {
			try {
				fake_graphql_checkout( array( 'paymentMethod' => 'paystack' ) + $input );
				$this->fail( 'A card order without any payment was placed' );
			} catch ( GraphQL\Error\UserError $error ) {
				$this->assertSame( 'Payment could not be verified: no card payment was made for it. Payment Failed. Try again.', $error->getMessage() );
			}
		}
		$this->assertSame( array(), Test_World::$orders );
		$this->assertSame( array(), Test_World::$gateway->processed );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_a_free_order_needs_no_reference(): void {
		WC()->cart->total = '0.00';
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'paystack' ) );
		$this->assertSame( 'success', $result['result'] );
	}

	public function test_woo_paystack_own_flow_without_a_reference_when_the_shop_keeps_it(): void {
		add_filter( 'forge_headless_checkout_before_payment', static fn () => true );
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'paystack' ) );

		$this->assertSame( array( $result['id'] ), Test_World::$gateway->processed );
		$this->assertSame( 'pending', wc_get_order( $result['id'] )->status );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_other_payment_methods_are_untouched(): void {
		Test_World::$gateway->id = 'bacs';
		$result = fake_graphql_checkout( array( 'paymentMethod' => 'bacs', 'transactionId' => 'ws-7f3a9c2e10b4' ) );
		$this->assertSame( array(), Test_World::$requests );
		$this->assertSame( array( $result['id'] ), Test_World::$gateway->processed );
		$this->assertSame( 'pending', wc_get_order( $result['id'] )->status );
	}

	public function test_a_free_order_does_not_use_the_reference(): void {
		WC()->cart->total = '0.00';
		$result = self::card_checkout( self::REF );
		$this->assertSame( array(), Test_World::$requests );
		$this->assertNull( ( new Reference_Claims() )->order_id( self::REF ) );
		$this->assertSame( 'success', $result['result'] );
	}

	public function test_the_classic_checkout_page_is_untouched(): void {
		// WooCommerce's own checkout fires the same validation action, without a GraphQL checkout in progress.
		do_action( 'woocommerce_after_checkout_validation', array( 'payment_method' => 'paystack' ), new WP_Error() );
		$this->assertSame( array(), Test_World::$requests );
	}
}
