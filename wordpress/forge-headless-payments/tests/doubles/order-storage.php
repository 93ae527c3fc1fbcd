<?php
/**
 * Doubles for WooCommerce's two order storages, as they answer lookups:
 *
 * - HPOS (custom order tables; Test_World::$hpos true): orders in wc_orders (transaction_id is a column), their meta
 *   in wc_orders_meta; wc_get_orders() (OrdersTableQuery) honours `meta_query`, `meta_key`/`meta_value` and
 *   `transaction_id`. Nothing of an order is in postmeta (compatibility sync off).
 * - Legacy (posts and postmeta; Test_World::$hpos false): an order's meta, `_transaction_id` included, in postmeta;
 *   wc_get_orders() (WC_Order_Data_Store_CPT) drops `meta_query` (WC_Data_Store_WP::get_wp_query_args() skips it)
 *   and so returns any orders, newest first, as the real one does; `transaction_id` (an internal meta key) and
 *   WP_Query's own `meta_key`/`meta_value` are honoured. The wc_orders tables do not exist.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

namespace Automattic\WooCommerce\Utilities {

	/** WooCommerce's OrderUtil (src/Utilities/OrderUtil.php), the part the plugin calls. */
	class OrderUtil {
		public static function custom_orders_table_usage_is_enabled(): bool { return \Test_World::$hpos; }
		public static function get_table_for_orders() { return \Test_World::$hpos ? 'wp_wc_orders' : 'wp_posts'; }
		public static function get_table_for_order_meta() { return \Test_World::$hpos ? 'wp_wc_orders_meta' : 'wp_postmeta'; }
	}
}

namespace {

	/** wc_get_orders() on the storage in use. Only the arguments modelled here are accepted. */
	function wc_get_orders( $args ) {
		$modelled = array( 'limit', 'return', 'meta_query', 'meta_key', 'meta_value', 'transaction_id' );
		if ( array_diff( array_keys( $args ), $modelled ) ) {
			throw new \LogicException( 'wc_get_orders() double: unmodelled arguments ' . implode( ', ', array_diff( array_keys( $args ), $modelled ) ) );
		}
		$clauses = array();
		if ( isset( $args['meta_query'] ) && Test_World::$hpos ) {
			foreach ( $args['meta_query'] as $key => $clause ) {
				if ( 'relation' === $key ) {
					continue; // AND, the default, is all that is modelled.
				}
				$clauses[] = array( $clause['key'], $clause['value'] );
			}
		}
		if ( isset( $args['meta_key'] ) ) {
			$clauses[] = array( $args['meta_key'], $args['meta_value'] ?? null );
		}
		if ( isset( $args['transaction_id'] ) && '' !== $args['transaction_id'] ) {
			$clauses[] = array( '_transaction_id', $args['transaction_id'] );
		}
		$orders = Test_World::$orders;
		krsort( $orders ); // Newest first.
		$ids = array();
		foreach ( $orders as $order ) {
			$meta = $order->meta + ( '' !== $order->transaction_id ? array( '_transaction_id' => $order->transaction_id ) : array() );
			foreach ( $clauses as list( $key, $value ) ) {
				if ( ! array_key_exists( $key, $meta ) || ( null !== $value && (string) $meta[ $key ] !== (string) $value ) ) {
					continue 2;
				}
			}
			$ids[] = $order->id;
		}
		$ids = array_slice( $ids, 0, $args['limit'] ?? 10 );
		return 'ids' === ( $args['return'] ?? 'objects' ) ? $ids : array_map( 'wc_get_order', $ids );
	}

	/** The columns of the order tables (the part the doubles model). */
	function fake_order_table_columns(): array {
		return array(
			'wp_wc_orders'      => array( 'id', 'transaction_id' ),
			'wp_wc_orders_meta' => array( 'order_id', 'meta_key', 'meta_value' ),
			'wp_posts'          => array( 'ID', 'post_type' ),
			'wp_postmeta'       => array( 'post_id', 'meta_key', 'meta_value' ),
		);
	}

	/** The order tables of the storage in use, as rows. */
	function fake_order_tables(): array {
		$tables = array();
		if ( Test_World::$hpos ) {
			$tables = array( 'wp_wc_orders' => array(), 'wp_wc_orders_meta' => array(), 'wp_postmeta' => array() );
			foreach ( Test_World::$orders as $order ) {
				$tables['wp_wc_orders'][] = array( 'id' => $order->id, 'transaction_id' => '' === $order->transaction_id ? null : $order->transaction_id );
				foreach ( $order->meta as $key => $value ) {
					$tables['wp_wc_orders_meta'][] = array( 'order_id' => $order->id, 'meta_key' => $key, 'meta_value' => (string) $value );
				}
			}
			return $tables;
		}
		$tables = array( 'wp_posts' => array(), 'wp_postmeta' => array() );
		foreach ( Test_World::$orders as $order ) {
			$tables['wp_posts'][] = array( 'ID' => $order->id, 'post_type' => 'shop_order' );
			$meta                 = $order->meta + ( '' !== $order->transaction_id ? array( '_transaction_id' => $order->transaction_id ) : array() );
			foreach ( $meta as $key => $value ) {
				$tables['wp_postmeta'][] = array( 'post_id' => $order->id, 'meta_key' => $key, 'meta_value' => (string) $value );
			}
		}
		return $tables;
	}

	/**
	 * Runs a prepared `SELECT column FROM table WHERE a = %s AND b IN (%s, %s) [UNION ALL SELECT …] [LIMIT n]` on
	 * fake_order_tables(), binding the arguments in order. Returns the selected values. A table the storage does not
	 * have, or SQL outside this shape, throws (the real $wpdb would answer null and log the error).
	 */
	function fake_order_select( string $sql, array $args ): array {
		$sql   = trim( preg_replace( '/\s+/', ' ', $sql ) );
		$limit = PHP_INT_MAX;
		if ( preg_match( '/^(.*) LIMIT (\d+)$/', $sql, $m ) ) {
			list( , $sql, $limit ) = $m;
		}
		$tables = fake_order_tables();
		$values = array();
		foreach ( explode( ' UNION ALL ', $sql ) as $select ) {
			if ( ! preg_match( '/^SELECT (\w+) FROM (\w+) WHERE (.+)$/', $select, $m ) ) {
				throw new \LogicException( 'Unexpected query: ' . $select );
			}
			list( , $column, $table, $where ) = $m;
			if ( ! isset( $tables[ $table ] ) ) {
				throw new \LogicException( "Table '{$table}' doesn't exist" );
			}
			$known = fake_order_table_columns()[ $table ];
			$conditions = array();
			foreach ( explode( ' AND ', $where ) as $condition ) {
				if ( preg_match( '/^(\w+) = %s$/', $condition, $c ) ) {
					$conditions[] = array( $c[1], array( (string) array_shift( $args ) ) );
				} elseif ( preg_match( '/^(\w+) IN \((%s(?:, %s)*)\)$/', $condition, $c ) ) {
					$conditions[] = array( $c[1], array_map( 'strval', array_splice( $args, 0, substr_count( $c[2], '%s' ) ) ) );
				} else {
					throw new \LogicException( 'Unexpected condition: ' . $condition );
				}
			}
			foreach ( array_merge( array( $column ), array_column( $conditions, 0 ) ) as $field ) {
				if ( ! in_array( $field, $known, true ) ) {
					throw new \LogicException( "Unknown column '{$field}' in '{$table}'" );
				}
			}
			foreach ( $tables[ $table ] as $row ) {
				foreach ( $conditions as list( $field, $allowed ) ) {
					if ( null === $row[ $field ] || ! in_array( (string) $row[ $field ], $allowed, true ) ) {
						continue 2; // NULL equals nothing, as in SQL.
					}
				}
				$values[] = (string) $row[ $column ];
			}
		}
		if ( array() !== $args ) {
			throw new \LogicException( 'More arguments than placeholders.' );
		}
		return array_slice( $values, 0, (int) $limit );
	}
}
