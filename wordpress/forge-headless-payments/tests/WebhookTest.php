<?php
/**
 * Paystack's signed charge.success webhook, on woo-paystack's own webhook URL.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Paystack_Client;
use Forge_Headless_Payments\Paystack_Settings;
use Forge_Headless_Payments\Reference_Claims;
use Forge_Headless_Payments\Webhook_Endpoint;
use Forge_Headless_Payments\Webhook_Handler;

final class WebhookTest extends Plugin_Test_Case {

	const REF  = 'ws-transfer-0042';
	const KOBO = 15000000;

	private function handler(): Webhook_Handler {
		$settings = new Paystack_Settings();
		return new Webhook_Handler( $settings, new Paystack_Client( $settings ), new Reference_Claims() );
	}

	private static function event( string $reference = self::REF, string $event = 'charge.success' ): string {
		return json_encode(
			array(
				'event' => $event,
				'data'  => array( 'id' => 4099260516, 'status' => 'success', 'reference' => $reference, 'amount' => self::KOBO, 'currency' => 'NGN' ),
			)
		);
	}

	/** A storefront checkout paid by a bank transfer still on its way: an order awaiting payment. */
	private function pending_transfer_order(): Fake_Order {
		Test_World::$http = self::paystack( 'pending', self::KOBO, self::REF );
		$result           = self::card_checkout( self::REF );
		Test_World::$requests = array();
		return wc_get_order( $result['id'] );
	}

	public function test_a_pending_transfer_is_completed_by_the_signed_webhook(): void {
		$order = $this->pending_transfer_order();
		$this->assertSame( 'pending', $order->status );

		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$body   = self::event();
		$answer = $this->handler()->handle( $body, self::sign( $body ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['ours'] );
		$this->assertSame( 'processing', $order->status );
		$this->assertSame( self::REF, $order->transaction_id );
		$this->assertCount( 1, Test_World::$requests, 'The event is verified again with Paystack.' );
		$this->assertSame( 'https://api.paystack.co/transaction/verify/' . self::REF, Test_World::$requests[0]['url'] );
	}

	public function test_a_replayed_webhook_is_acknowledged_and_does_nothing(): void {
		$order            = $this->pending_transfer_order();
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$body             = self::event();
		$this->handler()->handle( $body, self::sign( $body ) );
		$notes            = count( $order->notes );

		$answer = $this->handler()->handle( $body, self::sign( $body ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'Order already paid.', $answer['message'] );
		$this->assertSame( 1, $order->payment_complete_calls );
		$this->assertCount( $notes, $order->notes );
		$this->assertCount( 1, Test_World::$requests, 'No second verification.' );
	}

	public function test_a_bad_signature_is_401(): void {
		$order  = $this->pending_transfer_order();
		$body   = self::event();
		$answer = $this->handler()->handle( $body, self::sign( $body, 'sk_test_guessed' ) );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'pending', $order->status );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_a_signature_of_another_body_is_401(): void {
		$this->pending_transfer_order();
		$answer = $this->handler()->handle( self::event(), self::sign( self::event( 'ws-other' ) ) );
		$this->assertSame( 401, $answer['status'] );
	}

	public function test_a_missing_signature_is_401(): void {
		$order  = $this->pending_transfer_order();
		$answer = $this->handler()->handle( self::event(), '' );
		$this->assertSame( 401, $answer['status'] );
		$this->assertSame( 'pending', $order->status );
	}

	public function test_the_event_word_is_not_proof_paystack_still_pending_changes_nothing(): void {
		$order            = $this->pending_transfer_order();
		Test_World::$http = self::paystack( 'pending', self::KOBO, self::REF );
		$body             = self::event();
		$answer           = $this->handler()->handle( $body, self::sign( $body ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'pending', $order->status );
	}

	public function test_an_underpaid_transfer_puts_the_order_on_hold(): void {
		$order            = $this->pending_transfer_order();
		Test_World::$http = self::paystack( 'success', self::KOBO - 1, self::REF );
		$body             = self::event();
		$this->handler()->handle( $body, self::sign( $body ) );
		$this->assertSame( 'on-hold', $order->status );
		$this->assertSame( 0, $order->payment_complete_calls );
	}

	public function test_provider_unreachable_is_500_so_paystack_retries(): void {
		$order            = $this->pending_transfer_order();
		Test_World::$http = new WP_Error( 'http_request_failed', 'timeout' );
		$body             = self::event();
		$answer           = $this->handler()->handle( $body, self::sign( $body ) );
		$this->assertSame( 500, $answer['status'] );
		$this->assertSame( 'pending', $order->status );
	}

	public function test_references_this_plugin_did_not_claim_are_left_to_woo_paystack(): void {
		$body   = self::event( '101_1764150000' );
		$answer = $this->handler()->handle( $body, self::sign( $body ) );
		$this->assertFalse( $answer['ours'] );
		$this->assertSame( array(), Test_World::$requests );
	}

	public function test_other_events_are_left_to_woo_paystack(): void {
		$this->pending_transfer_order();
		$body   = self::event( self::REF, 'transfer.success' );
		$answer = $this->handler()->handle( $body, self::sign( $body ) );
		$this->assertFalse( $answer['ours'] );
	}

	public function test_an_order_whose_reference_meta_changed_is_not_completed(): void {
		$order                              = $this->pending_transfer_order();
		$order->meta['_paystack_txn_ref']   = 'something-else';
		Test_World::$http                   = self::paystack( 'success', self::KOBO, self::REF );
		$body                               = self::event();
		$this->handler()->handle( $body, self::sign( $body ) );
		$this->assertSame( 'pending', $order->status );
	}

	public function test_the_endpoint_answers_on_woo_paystack_webhook_url_before_woo_paystack(): void {
		$order            = $this->pending_transfer_order();
		Test_World::$http = self::paystack( 'success', self::KOBO, self::REF );
		$body             = self::event();
		$_SERVER['REQUEST_METHOD']             = 'POST';
		$_SERVER['HTTP_X_PAYSTACK_SIGNATURE']  = self::sign( $body );
		$sent             = array();
		$endpoint         = new Webhook_Endpoint( $this->handler(), fn() => $body, function ( $status, $message ) use ( &$sent ) { $sent[] = array( $status, $message ); } );

		$endpoint->listen();

		$this->assertSame( array( array( 200, 'Order paid.' ) ), $sent );
		$this->assertSame( 'processing', $order->status );
		$this->assertTrue( has_action( Webhook_Endpoint::ACTION ) );
	}

	public function test_the_endpoint_lets_woo_paystack_handle_its_own_references(): void {
		$body                                 = self::event( '101_1764150000' );
		$_SERVER['REQUEST_METHOD']            = 'POST';
		$_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] = self::sign( $body );
		$sent                                 = array();
		$endpoint = new Webhook_Endpoint( $this->handler(), fn() => $body, function ( $status, $message ) use ( &$sent ) { $sent[] = $status; } );
		$endpoint->listen();
		$this->assertSame( array(), $sent, 'Nothing is answered: woo-paystack\'s handler runs next.' );
	}

	public function test_the_endpoint_answers_401_without_a_signature(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		unset( $_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] );
		$sent     = array();
		$endpoint = new Webhook_Endpoint( $this->handler(), fn() => self::event(), function ( $status ) use ( &$sent ) { $sent[] = $status; } );
		$endpoint->listen();
		$this->assertSame( array( 401 ), $sent );
	}

	protected function tearDown(): void {
		unset( $_SERVER['REQUEST_METHOD'], $_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] );
	}
}
