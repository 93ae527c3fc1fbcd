<?php
/**
 * Paystack's signed charge.success event, for references this plugin claimed.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Decides what a webhook delivery does. Transport-free: it takes the raw body and the signature header and answers
 * an HTTP status, a message and whether the event is this plugin's (otherwise woo-paystack's own handler runs).
 *
 * - The signature is `x-paystack-signature` = HMAC-SHA512 of the raw body with the secret key, compared in
 *   constant time; a missing or wrong one is 401.
 * - Only `charge.success` for a reference this plugin claimed is handled: the order is the claim's, and must carry
 *   the reference as `_paystack_txn_ref` (references the storefront made have no `<orderId>_` prefix, which is
 *   why woo-paystack's own handler cannot find their orders).
 * - The event's word is not proof: the reference is verified again with Paystack, for exactly the order's total in
 *   the order's currency, before payment_complete(). An order already paid is acknowledged and left alone, so a
 *   replayed event does nothing. Paystack unreachable is 500, so Paystack delivers the event again later.
 */
class Webhook_Handler {

	/**
	 * Constructor.
	 *
	 * @param Paystack_Settings $settings woo-paystack's settings.
	 * @param Paystack_Client   $client   Paystack's API.
	 * @param Reference_Claims  $claims   The references this plugin claimed.
	 */
	public function __construct(
		private Paystack_Settings $settings,
		private Paystack_Client $client,
		private Reference_Claims $claims
	) {}

	/**
	 * Handles one delivery.
	 *
	 * @param string $body      The raw request body, unmodified.
	 * @param string $signature The x-paystack-signature header ('' when absent).
	 * @return array{status: int, message: string, ours: bool}
	 */
	public function handle( string $body, string $signature ): array {
		$secret = $this->settings->secret_key();
		if ( '' === $secret ) {
			return self::answer( 503, 'Paystack secret key not configured.' );
		}
		if ( '' === $signature || ! hash_equals( hash_hmac( 'sha512', $body, $secret ), strtolower( trim( $signature ) ) ) ) {
			return self::answer( 401, 'Invalid signature.' );
		}

		$event = json_decode( $body, true );
		if ( ! is_array( $event ) ) {
			return self::answer( 400, 'Unreadable event.' );
		}
		$data      = isset( $event['data'] ) && is_array( $event['data'] ) ? $event['data'] : array();
		$reference = isset( $data['reference'] ) && is_string( $data['reference'] ) ? $data['reference'] : '';
		if ( 'charge.success' !== ( $event['event'] ?? '' ) || ! Paystack_Client::is_valid_reference( $reference ) ) {
			return self::answer( 200, 'Not handled here.', false );
		}

		$order_id = $this->claims->order_id( $reference );
		if ( ! $order_id ) {
			return self::answer( 200, 'Reference not claimed by a headless checkout.', false );
		}
		$order = wc_get_order( $order_id );
		if ( ! $order || Checkout_Payment::GATEWAY_ID !== $order->get_payment_method()
			|| $reference !== (string) $order->get_meta( Checkout_Payment::REFERENCE_META ) ) {
			return self::answer( 200, 'No order awaits this reference.' );
		}
		if ( $order->is_paid() ) {
			return self::answer( 200, 'Order already paid.' );
		}

		$due          = Money::to_subunit( $order->get_total() );
		$currency     = strtoupper( (string) $order->get_currency() );
		$verification = $this->client->verify( $reference );
		$decision     = Payment_Rules::decide( $verification, $reference, $due, $currency, $this->settings->mode() );

		if ( Payment_Rules::PAID === $decision ) {
			$order->add_order_note(
				sprintf(
					/* translators: 1: reference, 2: amount */
					__( 'Paystack webhook: payment %1$s (%2$s) verified with Paystack.', 'forge-headless-payments' ),
					$reference,
					Money::format( $verification->amount, $currency )
				)
			);
			$order->payment_complete( $reference );
			return self::answer( 200, 'Order paid.' );
		}
		if ( in_array( $decision, array( Verification::UNREACHABLE, Verification::NOT_CONFIGURED ), true ) ) {
			return self::answer( 500, 'Paystack could not confirm the payment now; deliver again later.' );
		}
		if ( Payment_Rules::AWAITING === $decision ) {
			return self::answer( 200, 'Payment still on its way.' );
		}
		if ( in_array( $decision, array( Checkout_Refusal::AMOUNT_MISMATCH, Checkout_Refusal::CURRENCY_MISMATCH ), true ) ) {
			$order->update_status(
				'on-hold',
				sprintf(
					/* translators: 1: reference, 2: amount paid, 3: order total */
					__( 'Paystack webhook: payment %1$s is %2$s but the order total is %3$s. Check before shipping.', 'forge-headless-payments' ),
					$reference,
					Money::format( $verification->amount, $verification->currency ),
					Money::format( $due, $currency )
				)
			);
			return self::answer( 200, 'Amount or currency does not match the order.' );
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: reference, 2: reason */
				__( 'Paystack webhook for %1$s ignored: Paystack does not confirm the payment (%2$s).', 'forge-headless-payments' ),
				$reference,
				$decision
			)
		);
		return self::answer( 200, 'Payment not confirmed by Paystack.' );
	}

	/**
	 * An answer.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message Message.
	 * @param bool   $ours    Whether the delivery was this plugin's to answer.
	 * @return array{status: int, message: string, ours: bool}
	 */
	private static function answer( int $status, string $message, bool $ours = true ): array {
		return array(
			'status'  => $status,
			'message' => $message,
			'ours'    => $ours,
		);
	}
}
