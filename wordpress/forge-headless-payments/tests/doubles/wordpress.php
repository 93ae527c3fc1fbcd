<?php
/**
 * Hand-written doubles for the WordPress functions the plugin calls. State lives in Test_World (reset per test).
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

namespace {

	class WP_Error {
		public function __construct( public string $code = '', public string $message = '' ) {}
		public function get_error_code() { return $this->code; }
		public function get_error_message() { return $this->message; }
	}

	function is_wp_error( $thing ) { return $thing instanceof WP_Error; }

	/* Hooks: a small registry with priorities and accepted_args, like WordPress's. */
	function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
		Test_World::$hooks[ $hook ][ $priority ][] = array( $callback, $accepted_args );
		return true;
	}
	function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
		return add_filter( $hook, $callback, $priority, $accepted_args );
	}
	function has_action( $hook ) { return ! empty( Test_World::$hooks[ $hook ] ); }
	function has_filter( $hook, $callback = false ) {
		if ( false === $callback ) {
			return ! empty( Test_World::$hooks[ $hook ] );
		}
		foreach ( Test_World::$hooks[ $hook ] ?? array() as $priority => $callbacks ) {
			foreach ( $callbacks as list( $registered ) ) {
				if ( $registered === $callback ) {
					return $priority;
				}
			}
		}
		return false;
	}
	function remove_filter( $hook, $callback, $priority = 10 ) {
		foreach ( Test_World::$hooks[ $hook ][ $priority ] ?? array() as $i => list( $registered ) ) {
			if ( $registered === $callback ) {
				unset( Test_World::$hooks[ $hook ][ $priority ][ $i ] );
				if ( ! Test_World::$hooks[ $hook ][ $priority ] ) {
					unset( Test_World::$hooks[ $hook ][ $priority ] );
				}
				return true;
			}
		}
		return false;
	}
	function apply_filters( $hook, $value, ...$args ) {
		if ( empty( Test_World::$hooks[ $hook ] ) ) {
			return $value;
		}
		$by_priority = Test_World::$hooks[ $hook ];
		ksort( $by_priority );
		foreach ( $by_priority as $callbacks ) {
			foreach ( $callbacks as list( $callback, $accepted ) ) {
				$value = $callback( ...array_slice( array_merge( array( $value ), $args ), 0, $accepted ) );
			}
		}
		return $value;
	}
	function do_action( $hook, ...$args ) {
		if ( empty( Test_World::$hooks[ $hook ] ) ) {
			return;
		}
		$by_priority = Test_World::$hooks[ $hook ];
		ksort( $by_priority );
		foreach ( $by_priority as $callbacks ) {
			foreach ( $callbacks as list( $callback, $accepted ) ) {
				$callback( ...array_slice( $args, 0, $accepted ) );
			}
		}
	}

	/* i18n, escaping, sanitising. */
	function __( $text, $domain = 'default' ) { return $text; }
	// WPGraphQL's type registry: what each call registers is kept as given.
	function register_graphql_scalar( $name, $config ) { Test_World::$graphql_schema[ $name ] = $config; }
	function register_graphql_object_type( $name, $config ) { Test_World::$graphql_schema[ $name ] = $config; }
	function register_graphql_field( $type, $field, $config ) { Test_World::$graphql_schema[ "$type.$field" ] = $config; }
	function esc_html( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
	function esc_html__( $text, $domain = 'default' ) { return esc_html( $text ); }
	function sanitize_text_field( $text ) { return trim( preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( (string) $text ) ) ); }
	function wp_unslash( $value ) { return is_string( $value ) ? stripslashes( $value ) : $value; }
	function wp_json_encode( $data ) { return json_encode( $data ); }

	/* Options and capabilities. */
	function get_option( $name, $default = false ) {
		return array_key_exists( $name, Test_World::$options ) ? Test_World::$options[ $name ] : $default;
	}
	function current_user_can( $capability ) { return in_array( $capability, Test_World::$capabilities, true ); }

	/* HTTP: every request is recorded; the answer comes from Test_World::$http (a callable or a value). */
	function wp_remote_get( $url, $args = array() ) {
		Test_World::$requests[] = array( 'url' => $url, 'args' => $args );
		$answer = Test_World::$http;
		return is_callable( $answer ) ? $answer( $url, $args ) : $answer;
	}
	function wp_remote_retrieve_response_code( $response ) { return is_array( $response ) ? ( $response['response']['code'] ?? '' ) : ''; }
	function wp_remote_retrieve_body( $response ) { return is_array( $response ) ? ( $response['body'] ?? '' ) : ''; }

	/**
	 * $wpdb double: the options table as an array, with option_name as its UNIQUE key; SELECTs on the order tables
	 * are answered from the orders (tests/doubles/order-storage.php).
	 */
	class Fake_Wpdb {
		public string $prefix = 'wp_';
		public string $options = 'wp_options';
		public string $posts = 'wp_posts';
		public string $postmeta = 'wp_postmeta';
		public array $rows = array();
		public function prepare( $query, ...$args ) { return array( 'sql' => $query, 'args' => $args ); }
		public function query( $prepared ) {
			if ( str_starts_with( $prepared['sql'], 'INSERT IGNORE INTO wp_options' ) ) {
				list( $name, $value ) = $prepared['args'];
				if ( array_key_exists( $name, $this->rows ) ) {
					return 0;
				}
				$this->rows[ $name ] = $value;
				return 1;
			}
			throw new \LogicException( 'Unexpected query: ' . $prepared['sql'] );
		}
		public function get_var( $prepared ) {
			if ( str_starts_with( $prepared['sql'], 'SELECT option_value FROM wp_options WHERE option_name = %s' ) ) {
				return $this->rows[ $prepared['args'][0] ] ?? null;
			}
			return fake_order_select( $prepared['sql'], $prepared['args'] )[0] ?? null;
		}
		public function update( $table, $data, $where ) {
			$name = $where['option_name'];
			if ( 'wp_options' !== $table || ! array_key_exists( $name, $this->rows ) ) {
				return 0;
			}
			$this->rows[ $name ] = $data['option_value'];
			return 1;
		}
		public function delete( $table, $where ) {
			$name = $where['option_name'];
			if ( 'wp_options' === $table && array_key_exists( $name, $this->rows )
				&& ( ! isset( $where['option_value'] ) || $this->rows[ $name ] === $where['option_value'] ) ) {
				unset( $this->rows[ $name ] );
				return 1;
			}
			return 0;
		}
	}
}
