<?php
/**
 * Paystack settings, read from woo-paystack's own options.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The secret key and mode the shop set in WooCommerce → Settings → Payments → Paystack.
 *
 * The secret key stays on the server: it is only ever placed in the Authorization header of requests to Paystack
 * and used as the webhook's HMAC key.
 */
class Paystack_Settings {

	/**
	 * The option woo-paystack stores its settings in.
	 */
	const OPTION = 'woocommerce_paystack_settings';

	/**
	 * Settings as stored by woo-paystack.
	 *
	 * @return array<string, mixed>
	 */
	protected function settings(): array {
		$settings = get_option( self::OPTION, array() );
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * Whether the gateway is in test mode (woo-paystack's default is test mode).
	 *
	 * @return bool
	 */
	public function is_test_mode(): bool {
		$settings = $this->settings();
		return ! isset( $settings['testmode'] ) || 'yes' === $settings['testmode'];
	}

	/**
	 * The mode's name as Paystack reports it in a transaction's `domain`.
	 *
	 * @return string "test" or "live".
	 */
	public function mode(): string {
		return $this->is_test_mode() ? 'test' : 'live';
	}

	/**
	 * The secret key for the gateway's mode, or '' when the shop has not set it.
	 *
	 * @return string
	 */
	public function secret_key(): string {
		$settings = $this->settings();
		$key      = $this->is_test_mode() ? 'test_secret_key' : 'live_secret_key';
		return isset( $settings[ $key ] ) && is_string( $settings[ $key ] ) ? trim( $settings[ $key ] ) : '';
	}
}
