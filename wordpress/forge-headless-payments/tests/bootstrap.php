<?php
/**
 * PHPUnit bootstrap: doubles for WordPress/WooCommerce/WPGraphQL, then the plugin's classes.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

define( 'ABSPATH', __DIR__ . '/' );

/** Everything the doubles read and write; reset before every test. */
final class Test_World {
	public static array $hooks = array();
	public static array $options = array();
	public static array $capabilities = array();
	public static array $requests = array();
	/** @var mixed A response array, a WP_Error, or a callable( $url, $args ). */
	public static $http = null;
	public static ?Fake_WC $wc = null;
	public static string $currency = 'NGN';
	public static array $orders = array();
	public static int $next_order_id = 101;
	public static ?Fake_Paystack_Gateway $gateway = null;
	public static bool $fail_create_order = false;
	/** Whether WooCommerce keeps orders in its own tables (HPOS) or, false, in posts and postmeta (legacy). */
	public static bool $hpos = true;
	/** WordPress users by login: array{email: string, password: string}. */
	public static array $users = array();
	/** The logged-in user's id (0: nobody). */
	public static int $current_user = 0;
	/** What was registered with WPGraphQL: scalars, object types and fields by name ('RootQuery.field'). */
	public static array $graphql_schema = array();
	/** Posts by id: array{type: string, parent: int}. */
	public static array $posts = array();
	/** Comments by id: objects with comment_post_ID. */
	public static array $comments = array();
	/** WP-Cron single events: array{timestamp: int, hook: string, args: array}. */
	public static array $scheduled = array();
	/** Every POST sent with wp_remote_post: array{url: string, args: array}. */
	public static array $posted = array();
	/** The answer to wp_remote_post: a response array, a WP_Error, or a callable( $url, $args ). */
	public static $post_answer = null;

	public static function reset(): void {
		global $wpdb;
		self::$hooks             = array();
		self::$options           = array(
			'woocommerce_paystack_settings' => array(
				'enabled'         => 'yes',
				'testmode'        => 'yes',
				'test_secret_key' => 'sk_test_secret',
				'live_secret_key' => 'sk_live_secret',
			),
		);
		self::$capabilities      = array();
		self::$requests          = array();
		self::$http              = null;
		self::$wc                = new Fake_WC();
		self::$currency          = 'NGN';
		self::$orders            = array();
		self::$next_order_id     = 101;
		self::$gateway           = new Fake_Paystack_Gateway();
		self::$fail_create_order = false;
		self::$hpos              = true;
		self::$users             = array();
		self::$current_user      = 0;
		self::$graphql_schema    = array();
		self::$posts             = array();
		self::$comments          = array();
		self::$scheduled         = array();
		self::$posted            = array();
		self::$post_answer       = array( 'response' => array( 'code' => 202 ), 'body' => '' );
		$wpdb                    = new Fake_Wpdb();
	}
}

require __DIR__ . '/doubles/graphql.php';
require __DIR__ . '/doubles/wordpress.php';
require __DIR__ . '/doubles/users.php';
require __DIR__ . '/doubles/headless-login.php';
require __DIR__ . '/doubles/woocommerce.php';
require __DIR__ . '/doubles/order-storage.php';
require __DIR__ . '/doubles/posts-and-cron.php';
require dirname( __DIR__ ) . '/forge-headless-payments.php';
require __DIR__ . '/class-plugin-test-case.php';
