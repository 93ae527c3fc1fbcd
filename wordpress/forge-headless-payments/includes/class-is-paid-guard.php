<?php
/**
 * isPaid is a shop manager's word, nobody else's.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * WooGraphQL's `checkout(input: {isPaid: true})` skips the payment gateway and marks the order paid with whatever
 * `transactionId` the client sent; its own check (`graphql_checkout_prepaid_order_validation`) allows it by default.
 * This refuses isPaid from anyone who cannot manage WooCommerce, for every payment method, before the order is
 * written, and again (second belt) at the prepaid validation should the first hook ever be bypassed.
 */
class Is_Paid_Guard {

	/**
	 * The capability that may mark an order paid.
	 */
	const CAPABILITY = 'manage_woocommerce';

	/**
	 * Hooks.
	 *
	 * @return void
	 */
	public function register(): void {
		// Runs before WooGraphQL's process_checkout() touches the session, the customer or the order.
		add_action( 'graphql_woocommerce_before_checkout', array( $this, 'refuse_is_paid' ), 1, 2 );
		add_filter( 'graphql_checkout_prepaid_order_validation', array( $this, 'validate_prepaid_order' ), 1, 5 );
	}

	/**
	 * Whether the request asks for isPaid and may not.
	 *
	 * @param mixed $input The checkout mutation's input.
	 * @return bool
	 */
	public static function is_forbidden( $input ): bool {
		return is_array( $input ) && ! empty( $input['isPaid'] ) && ! current_user_can( self::CAPABILITY );
	}

	/**
	 * Refuses the checkout (action graphql_woocommerce_before_checkout).
	 *
	 * @param array $args  Checkout data WooGraphQL prepared.
	 * @param array $input The mutation's raw input.
	 * @return void
	 * @throws \GraphQL\Error\UserError When a non-manager sends isPaid.
	 */
	public function refuse_is_paid( $args, $input ): void {
		if ( self::is_forbidden( $input ) ) {
			throw Checkout_Refusal::error( Checkout_Refusal::IS_PAID );
		}
	}

	/**
	 * Second belt (filter graphql_checkout_prepaid_order_validation): never valid for a non-manager's isPaid.
	 *
	 * @param bool           $valid          Whether WooGraphQL may mark the order paid.
	 * @param \WC_Order|null $order          The order.
	 * @param string|null    $transaction_id The client's transaction id.
	 * @param array          $data           Checkout data.
	 * @param array          $input          The mutation's raw input.
	 * @return bool
	 */
	public function validate_prepaid_order( $valid, $order, $transaction_id, $data, $input ): bool {
		if ( self::is_forbidden( $input ) ) {
			if ( is_object( $order ) && method_exists( $order, 'add_order_note' ) ) {
				$order->add_order_note( __( 'Refused isPaid from a client that may not mark orders paid.', 'forge-headless-payments' ) );
			}
			return false;
		}
		return (bool) $valid;
	}
}
