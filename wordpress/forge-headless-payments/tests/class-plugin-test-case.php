<?php
/**
 * Base test case: a fresh world with the plugin booted, and Paystack answers.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Plugin;
use PHPUnit\Framework\TestCase;

abstract class Plugin_Test_Case extends TestCase {

	protected function setUp(): void {
		Test_World::reset();
		Plugin::boot();
	}

	/** Paystack's transaction/verify answer. */
	protected static function paystack( string $status, int $amount, string $reference, string $currency = 'NGN', string $domain = 'test', int $code = 200 ): array {
		return array(
			'response' => array( 'code' => $code ),
			'body'     => json_encode(
				array(
					'status'  => true,
					'message' => 'Verification successful',
					'data'    => array(
						'id'        => 4099260516,
						'domain'    => $domain,
						'status'    => $status,
						'reference' => $reference,
						'amount'    => $amount,
						'currency'  => $currency,
					),
				)
			),
		);
	}

	/** Paystack's answer for a reference it does not know. */
	protected static function paystack_unknown( int $code = 404 ): array {
		return array(
			'response' => array( 'code' => $code ),
			'body'     => json_encode( array( 'status' => false, 'message' => 'Transaction reference not found' ) ),
		);
	}

	/** The storefront's checkout with a card reference (isPaid false, as the storefront sends it). */
	protected static function card_checkout( string $reference, array $extra = array() ): array {
		return fake_graphql_checkout(
			array_merge(
				array(
					'paymentMethod' => 'paystack',
					'transactionId' => $reference,
					'isPaid'        => false,
				),
				$extra
			)
		);
	}

	/** The storefront backend's wording of a refused payment (backend/src/graphql/errors.ts), for a reason. */
	protected static function payment_refusal( string $reason ): string {
		return 'Payment could not be verified: ' . $reason . '. Payment Failed. Try again.';
	}

	/** Asserts a checkout is refused with exactly $message, with no order written and the cart kept. */
	protected function assertRefusedWith( callable $checkout, string $message ): void {
		$this->assertRefused( $checkout, $message, true );
	}

	/** Asserts a checkout is refused with a message containing $fragment (or exactly it), with no order written and the cart kept. */
	protected function assertRefused( callable $checkout, string $fragment, bool $exact = false ): void {
		$orders_before = count( Test_World::$orders );
		try {
			$checkout();
			$this->fail( 'The checkout was not refused.' );
		} catch ( \GraphQL\Error\UserError $error ) {
			if ( $exact ) {
				$this->assertSame( $fragment, $error->getMessage() );
			} else {
				$this->assertStringContainsString( $fragment, $error->getMessage() );
			}
		}
		$this->assertCount( $orders_before, Test_World::$orders, 'No order is written.' );
		$this->assertFalse( WC()->cart->is_empty(), 'The cart is kept.' );
		$this->assertSame( array(), Test_World::$gateway->processed, 'woo-paystack is not asked to process a payment.' );
	}

	protected static function sign( string $body, string $secret = 'sk_test_secret' ): string {
		return hash_hmac( 'sha512', $body, $secret );
	}
}
