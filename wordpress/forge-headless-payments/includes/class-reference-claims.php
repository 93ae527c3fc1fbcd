<?php
/**
 * One order per Paystack reference: an atomic claim in the options table.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Claims a reference once, and remembers which order it paid.
 *
 * Why `INSERT IGNORE` on the options table and not add_option(): add_option() first reads the option, then writes
 * with `INSERT … ON DUPLICATE KEY UPDATE`, so two requests racing with one reference can both pass the read and
 * both "add" (the second silently overwrites the first): two orders for one payment. `option_name` is a UNIQUE key,
 * so `INSERT IGNORE` lets the database decide: exactly one request inserts the row (1 row affected), every other
 * gets 0 rows and is refused. No table of its own is needed (nothing to create or migrate), the rows are not
 * autoloaded, and the object cache is bypassed on purpose (reads go to the database).
 *
 * A row's value is JSON: {"order_id": int, "token": string, "claimed_at": int}. order_id is 0 between the claim
 * (before the order is written) and the order's creation; a claim whose checkout fails before that is released.
 */
class Reference_Claims {

	/**
	 * Prefix of the option names (the reference is hashed: option names are limited to 191 characters).
	 */
	const PREFIX = 'forge_hp_ref_';

	/**
	 * The option name for a reference.
	 *
	 * @param string $reference Paystack reference.
	 * @return string
	 */
	public static function option_name( string $reference ): string {
		return self::PREFIX . md5( $reference );
	}

	/**
	 * Claims a reference for a checkout that has not written its order yet.
	 *
	 * @param string $reference Paystack reference.
	 * @return string|null A token for attach()/release(), or null when the reference was already claimed.
	 */
	public function claim( string $reference ): ?string {
		global $wpdb;
		$token    = bin2hex( random_bytes( 16 ) );
		$value    = wp_json_encode(
			array(
				'order_id'   => 0,
				'token'      => $token,
				'claimed_at' => time(),
			)
		);
		$inserted = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert is the point; see the class comment.
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				self::option_name( $reference ),
				$value
			)
		);
		return 1 === (int) $inserted ? $token : null;
	}

	/**
	 * Records the order a claimed reference paid (or awaits).
	 *
	 * @param string $reference Paystack reference.
	 * @param string $token     The claim's token.
	 * @param int    $order_id  The order.
	 * @return bool Whether the claim was this checkout's and is now attached.
	 */
	public function attach( string $reference, string $token, int $order_id ): bool {
		global $wpdb;
		$claim = $this->read( $reference );
		if ( null === $claim || ! hash_equals( (string) $claim['token'], $token ) ) {
			return false;
		}
		$claim['order_id'] = $order_id;
		return false !== $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->options,
			array( 'option_value' => wp_json_encode( $claim ) ),
			array( 'option_name' => self::option_name( $reference ) )
		);
	}

	/**
	 * Releases a claim whose checkout ended without an order (so the shopper can try again with the payment).
	 * Only an unattached claim with this token is removed.
	 *
	 * @param string $reference Paystack reference.
	 * @param string $token     The claim's token.
	 * @return void
	 */
	public function release( string $reference, string $token ): void {
		global $wpdb;
		$claim = $this->read( $reference );
		if ( null === $claim || 0 !== (int) $claim['order_id'] || ! hash_equals( (string) $claim['token'], $token ) ) {
			return;
		}
		$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->options,
			array(
				'option_name'  => self::option_name( $reference ),
				'option_value' => wp_json_encode( $claim ),
			)
		);
	}

	/**
	 * The order a reference was claimed for (0 when claimed but not attached, null when never claimed).
	 *
	 * @param string $reference Paystack reference.
	 * @return int|null
	 */
	public function order_id( string $reference ): ?int {
		$claim = $this->read( $reference );
		return null === $claim ? null : (int) $claim['order_id'];
	}

	/**
	 * The claim's row, read from the database.
	 *
	 * @param string $reference Paystack reference.
	 * @return array|null
	 */
	private function read( string $reference ): ?array {
		global $wpdb;
		$value = $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1",
				self::option_name( $reference )
			)
		);
		if ( ! is_string( $value ) ) {
			return null;
		}
		$claim = json_decode( $value, true );
		return is_array( $claim ) && isset( $claim['order_id'], $claim['token'] ) ? $claim : null;
	}
}
