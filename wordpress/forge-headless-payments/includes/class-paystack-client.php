<?php
/**
 * Paystack's transaction/verify, server to server.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Asks Paystack what happened to a reference: `GET /transaction/verify/{reference}` with the secret key.
 */
class Paystack_Client {

	/**
	 * Paystack's API.
	 */
	const API_BASE = 'https://api.paystack.co';

	/**
	 * Seconds to wait for Paystack.
	 */
	const TIMEOUT = 15;

	/**
	 * Bytes of Paystack's answer read at most (WordPress's HTTP API stops reading there): a verify answer is a few
	 * KB, so a longer one is cut, fails to decode, and the payment is refused as unreachable.
	 */
	const MAX_RESPONSE_BYTES = 262144;

	/**
	 * Constructor.
	 *
	 * @param Paystack_Settings $settings Where the secret key comes from.
	 */
	public function __construct( private Paystack_Settings $settings ) {}

	/**
	 * Whether a string has the shape of a Paystack reference (letters, digits, "-", ".", "=", "_"; at most 100).
	 *
	 * @param string $reference Candidate reference.
	 * @return bool
	 */
	public static function is_valid_reference( string $reference ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9._=-]{1,100}$/', $reference );
	}

	/**
	 * Verifies a reference.
	 *
	 * @param string $reference A reference that passed is_valid_reference().
	 * @return Verification
	 */
	public function verify( string $reference ): Verification {
		$secret = $this->settings->secret_key();
		if ( '' === $secret ) {
			return new Verification( Verification::NOT_CONFIGURED );
		}

		/**
		 * Filters Paystack's API base URL (e.g. to point a staging shop at a Paystack simulator).
		 *
		 * @param string $base Default https://api.paystack.co.
		 */
		$base     = (string) apply_filters( 'forge_headless_payments_paystack_api_base', self::API_BASE );
		$response = wp_remote_get(
			rtrim( $base, '/' ) . '/transaction/verify/' . rawurlencode( $reference ),
			array(
				'timeout'             => self::TIMEOUT,
				'limit_response_size' => self::MAX_RESPONSE_BYTES,
				'headers'             => array(
					'Authorization' => 'Bearer ' . $secret,
					'Accept'        => 'application/json',
				),
			)
		);

		if ( is_wp_error( $response ) ) {
			return new Verification( Verification::UNREACHABLE );
		}

		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );

		if ( 401 === $code || 403 === $code ) {
			return new Verification( Verification::NOT_CONFIGURED );
		}
		if ( 400 === $code || 404 === $code ) {
			return new Verification( Verification::NOT_FOUND );
		}
		if ( 200 !== $code || ! is_array( $body ) ) {
			return new Verification( Verification::UNREACHABLE );
		}
		if ( empty( $body['status'] ) || ! isset( $body['data'] ) || ! is_array( $body['data'] ) ) {
			return new Verification( Verification::NOT_FOUND );
		}

		$data   = $body['data'];
		$amount = isset( $data['amount'] ) && is_int( $data['amount'] ) ? $data['amount'] : -1;
		if ( -1 === $amount && isset( $data['amount'] ) && is_string( $data['amount'] ) && ctype_digit( $data['amount'] ) ) {
			$amount = (int) $data['amount'];
		}

		return new Verification(
			Verification::ANSWERED,
			isset( $data['status'] ) && is_string( $data['status'] ) ? strtolower( $data['status'] ) : '',
			$amount,
			isset( $data['currency'] ) && is_string( $data['currency'] ) ? strtoupper( $data['currency'] ) : '',
			isset( $data['domain'] ) && is_string( $data['domain'] ) ? strtolower( $data['domain'] ) : '',
			isset( $data['reference'] ) && is_string( $data['reference'] ) ? $data['reference'] : ''
		);
	}
}
