<?php
/**
 * Whether a Paystack reference is already on an order, on either of WooCommerce's order storages.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

use Automattic\WooCommerce\Utilities\OrderUtil;

defined( 'ABSPATH' ) || exit;

/**
 * Looks a reference up as woo-paystack's order meta (`_paystack_txn_ref`) or as an order's transaction ID, with one
 * prepared query on the tables of the storage WooCommerce uses now.
 *
 * Why not wc_get_orders(): its `meta_query` argument works only with HPOS. The legacy data store
 * (WC_Order_Data_Store_CPT, orders in posts/postmeta) drops it while building its WP_Query (WooCommerce 10.0:
 * WC_Data_Store_WP::get_wp_query_args() skips the key; query() merely calls wc_doing_it_wrong()), so the query
 * returns any order and every reference looked "already used". WP_Query's own `meta_key`/`meta_value` would pass
 * through on legacy, but a WP_Query also runs every plugin's pre_get_posts/posts_where filters and WooCommerce's
 * default statuses leave trashed and draft orders out. A direct query is exact on both storages, counts an order in
 * any status, and is one round trip per paid checkout: the meta tables' meta_key index narrows the meta part;
 * wc_orders.transaction_id has no index, so that part reads the orders table, as wc_get_orders( transaction_id ) does.
 *
 * Which tables: OrderUtil::custom_orders_table_usage_is_enabled() says which storage is authoritative (with
 * compatibility sync on, the other one is a copy), and OrderUtil names its tables, so no table name is guessed:
 * - HPOS: the meta in wc_orders_meta (order_id, meta_key, meta_value); the transaction ID is wc_orders' column
 *   `transaction_id` (not meta).
 * - Legacy: both in postmeta (post_id, meta_key, meta_value), the transaction ID as `_transaction_id`.
 */
class Order_References {

	/**
	 * Legacy storage's meta key for an order's transaction ID.
	 */
	const LEGACY_TRANSACTION_ID_META = '_transaction_id';

	/**
	 * Whether an order (in any status) carries the reference as `_paystack_txn_ref` or as its transaction ID.
	 *
	 * @param string $reference Paystack reference.
	 * @return bool
	 */
	public function on_an_order( string $reference ): bool {
		global $wpdb;
		if ( self::custom_order_tables() ) {
			$meta_table   = OrderUtil::get_table_for_order_meta();
			$orders_table = OrderUtil::get_table_for_orders();
			$query        = $wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WooCommerce's OrderUtil.
				"SELECT order_id FROM {$meta_table} WHERE meta_key = %s AND meta_value = %s UNION ALL SELECT id FROM {$orders_table} WHERE transaction_id = %s LIMIT 1",
				Checkout_Payment::REFERENCE_META,
				$reference,
				$reference
			);
		} else {
			$query = $wpdb->prepare(
				"SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key IN (%s, %s) AND meta_value = %s LIMIT 1",
				Checkout_Payment::REFERENCE_META,
				self::LEGACY_TRANSACTION_ID_META,
				$reference
			);
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared above; fresh on purpose (see the class comment).
		return null !== $wpdb->get_var( $query );
	}

	/**
	 * Whether orders live in WooCommerce's own tables (HPOS) rather than in posts and postmeta.
	 *
	 * @return bool
	 */
	private static function custom_order_tables(): bool {
		return class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled();
	}
}
