<?php
/**
 * Listens on woo-paystack's own webhook URL, before woo-paystack.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Paystack sends all of an account's events to one webhook URL. This listens on the URL woo-paystack shows in its
 * settings (`https://<shop>/?wc-api=Tbz_WC_Paystack_Webhook`, also `/wc-api/Tbz_WC_Paystack_Webhook/`), at a
 * priority before woo-paystack's: deliveries for references this plugin claimed, and deliveries with a missing or
 * wrong signature, are answered here; everything else falls through to woo-paystack unchanged, so orders paid
 * through its own pages keep completing from the same URL.
 */
class Webhook_Endpoint {

	/**
	 * The action WooCommerce fires for woo-paystack's webhook URL.
	 */
	const ACTION = 'woocommerce_api_tbz_wc_paystack_webhook';

	/**
	 * Reads the raw request body.
	 *
	 * @var callable(): string
	 */
	private $read_body;

	/**
	 * Sends the answer and ends the request.
	 *
	 * @var callable(int, string): void
	 */
	private $respond;

	/**
	 * Constructor.
	 *
	 * @param Webhook_Handler $handler   What a delivery does.
	 * @param callable|null   $read_body Reads the raw body (default: php://input).
	 * @param callable|null   $respond   Sends status and message (default: wp_send_json(), which ends the request).
	 */
	public function __construct( private Webhook_Handler $handler, ?callable $read_body = null, ?callable $respond = null ) {
		$this->read_body = $read_body ?? static function (): string {
			return (string) file_get_contents( 'php://input' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the raw body, for the HMAC.
		};
		$this->respond   = $respond ?? static function ( int $status, string $message ): void {
			wp_send_json( array( 'message' => $message ), $status );
		};
	}

	/**
	 * Hooks.
	 *
	 * @return void
	 */
	public function register(): void {
		add_action( self::ACTION, array( $this, 'listen' ), 1, 0 );
	}

	/**
	 * Handles a delivery, or lets woo-paystack handle it.
	 *
	 * @return void
	 */
	public function listen(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			return;
		}
		// The signature is a hex string; the body is hashed exactly as received and is not sanitised.
		$signature = isset( $_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] ) ) : '';
		$result    = $this->handler->handle( ( $this->read_body )(), $signature );
		if ( ! $result['ours'] ) {
			return;
		}
		( $this->respond )( $result['status'], $result['message'] );
	}
}
