<?php
/**
 * Stands in for woo-paystack while WooGraphQL processes a payment this plugin already verified.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps the real gateway. WooGraphQL calls process_payment() on it; that call is answered by Checkout_Payment
 * (the payment is already verified, so woo-paystack must not start a new transaction or answer its order-pay
 * page); methods only woo-paystack has are passed to it.
 *
 * It is a WC_Payment_Gateway because WooCommerce drops anything else from the available gateways
 * (WC_Payment_Gateways::filter_valid_gateway_class()). This file is loaded once WooCommerce is (Plugin::boot()).
 */
class Verified_Gateway extends \WC_Payment_Gateway {

	/**
	 * Constructor.
	 *
	 * @param object           $gateway The real gateway (woo-paystack's WC_Gateway_Paystack).
	 * @param Checkout_Payment $payment The checkout whose payment was verified.
	 */
	public function __construct( private object $gateway, private Checkout_Payment $payment ) {
		$this->id           = $gateway->id;
		$this->enabled      = 'yes';
		$this->title        = $gateway->title ?? '';
		$this->method_title = $gateway->method_title ?? '';
		$this->supports     = $gateway->supports ?? array( 'products' );
	}

	/**
	 * The gateway wrapped.
	 *
	 * @return object
	 */
	public function gateway(): object {
		return $this->gateway;
	}

	/**
	 * Completes (or leaves awaiting) the order instead of woo-paystack.
	 *
	 * @param int $order_id The order.
	 * @return array{result: string, redirect: string}
	 */
	public function process_payment( $order_id ) {
		return $this->payment->process_verified_payment( (int) $order_id, $this->gateway );
	}

	/**
	 * Any other method: woo-paystack's.
	 *
	 * @param string $name      Method.
	 * @param array  $arguments Arguments.
	 * @return mixed
	 */
	public function __call( $name, $arguments ) {
		return $this->gateway->$name( ...$arguments );
	}
}
