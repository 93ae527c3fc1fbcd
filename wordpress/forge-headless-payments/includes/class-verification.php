<?php
/**
 * The outcome of asking Paystack about a reference.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * What Paystack said about a transaction, reduced to what the shop decides on.
 */
final class Verification {

	/** Paystack answered and the transaction's fields were read. */
	const ANSWERED = 'answered';
	/** Paystack does not know the reference (HTTP 400/404, or status false). */
	const NOT_FOUND = 'not-found';
	/** Paystack could not be reached, timed out, failed (5xx) or answered something unreadable. */
	const UNREACHABLE = 'unreachable';
	/** No secret key for the gateway's mode, or Paystack refused the key (401). */
	const NOT_CONFIGURED = 'not-configured';

	/**
	 * Transaction statuses of a payment still on its way (a bank transfer): the order waits for the webhook.
	 */
	const AWAITING_STATUSES = array( 'ongoing', 'pending', 'queued', 'processing' );

	/**
	 * Constructor.
	 *
	 * @param string $outcome  One of the constants above.
	 * @param string $status   Paystack's `data.status` (success, failed, abandoned, reversed, ongoing, pending, …).
	 * @param int    $amount   `data.amount`, in the subunit (kobo).
	 * @param string $currency `data.currency`, upper case.
	 * @param string $domain   `data.domain`: "test" or "live" ('' when absent).
	 * @param string $reference `data.reference` as Paystack reports it.
	 */
	public function __construct(
		public readonly string $outcome,
		public readonly string $status = '',
		public readonly int $amount = 0,
		public readonly string $currency = '',
		public readonly string $domain = '',
		public readonly string $reference = ''
	) {}

	/**
	 * Paystack answered and the money arrived.
	 *
	 * @return bool
	 */
	public function is_success(): bool {
		return self::ANSWERED === $this->outcome && 'success' === $this->status;
	}

	/**
	 * Paystack answered and the payment is still on its way (e.g. a bank transfer not yet confirmed).
	 *
	 * @return bool
	 */
	public function is_awaiting(): bool {
		return self::ANSWERED === $this->outcome && in_array( $this->status, self::AWAITING_STATUSES, true );
	}
}
