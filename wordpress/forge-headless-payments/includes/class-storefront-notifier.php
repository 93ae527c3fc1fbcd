<?php
/**
 * Sends the storefront's rebuild service a signed notification of what changed, and retries it.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A notification is JSON: `{"id": uuid, "products": [ids], "categories": [ids], "changedAt": ISO 8601 UTC}`, ids
 * only, never a customer's or reviewer's data. It is signed like Stripe's and GitHub's webhooks: the headers
 * `X-Forge-Timestamp` (Unix seconds) and `X-Forge-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`
 * with the shared secret; the service refuses an old timestamp or a signature it has seen. A delivery that fails
 * (no answer, or not 2xx) is tried again by WP-Cron after 1, 2, 4, 8 and 16 minutes, signed afresh, with the same id
 * so the service can tell a retry from a new change.
 */
class Storefront_Notifier {

	const RETRY_HOOK   = 'forge_storefront_notify_retry';
	const MAX_ATTEMPTS = 6;
	const TIMEOUT_S    = 5;

	/**
	 * Constructor.
	 *
	 * @param Storefront_Notification_Settings $settings Where and with what secret.
	 */
	public function __construct( private Storefront_Notification_Settings $settings ) {}

	/**
	 * Hooks the retries.
	 *
	 * @return void
	 */
	public function register(): void {
		add_action( self::RETRY_HOOK, array( $this, 'retry' ), 10, 2 );
	}

	/**
	 * Sends a new notification for these ids.
	 *
	 * @param int[] $products   Product ids (a variation's parent, not the variation).
	 * @param int[] $categories Product category term ids.
	 * @return bool Whether the service took it (a failure is retried later).
	 */
	public function notify( array $products, array $categories ): bool {
		if ( ! $this->settings->enabled() ) {
			return false;
		}
		$payload = array(
			'id'         => wp_generate_uuid4(),
			'products'   => self::ids( $products ),
			'categories' => self::ids( $categories ),
			'changedAt'  => gmdate( 'Y-m-d\TH:i:s\Z' ),
		);
		return $this->deliver( $payload, 1 );
	}

	/**
	 * A scheduled retry.
	 *
	 * @param array $payload The notification.
	 * @param int   $attempt Which attempt this is.
	 * @return void
	 */
	public function retry( $payload, $attempt ): void {
		if ( is_array( $payload ) && $this->settings->enabled() ) {
			$this->deliver( $payload, (int) $attempt );
		}
	}

	/**
	 * Sends one attempt; schedules the next when it fails.
	 *
	 * @param array $payload The notification.
	 * @param int   $attempt Which attempt this is (1 for the first).
	 * @return bool
	 */
	private function deliver( array $payload, int $attempt ): bool {
		$body      = (string) wp_json_encode( $payload );
		$timestamp = (string) time();
		$response  = wp_remote_post(
			$this->settings->url(),
			array(
				'timeout'     => self::TIMEOUT_S,
				'redirection' => 0,
				'headers'     => array(
					'Content-Type'      => 'application/json',
					'X-Forge-Timestamp' => $timestamp,
					'X-Forge-Signature' => self::signature( $timestamp, $body, $this->settings->secret() ),
				),
				'body'        => $body,
			)
		);
		$code = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		if ( $code >= 200 && $code < 300 ) {
			return true;
		}
		if ( $attempt < self::MAX_ATTEMPTS ) {
			wp_schedule_single_event( time() + 60 * ( 2 ** ( $attempt - 1 ) ), self::RETRY_HOOK, array( $payload, $attempt + 1 ) );
		}
		return false;
	}

	/**
	 * The signature header's value: HMAC-SHA256 of "<timestamp>.<body>" with the shared secret, in hex.
	 *
	 * @param string $timestamp Unix seconds, as sent in X-Forge-Timestamp.
	 * @param string $body      The body exactly as sent.
	 * @param string $secret    The shared secret.
	 * @return string
	 */
	public static function signature( string $timestamp, string $body, string $secret ): string {
		return 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, $secret );
	}

	/**
	 * Distinct positive ids, in order.
	 *
	 * @param array $ids Ids.
	 * @return int[]
	 */
	private static function ids( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( $id ) => $id > 0 ) ) );
		sort( $ids );
		return $ids;
	}
}
