<?php
/**
 * The signed notification that tells the storefront's rebuild service which products changed.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Plugin;
use Forge_Headless_Payments\Storefront_Notifier;

final class StorefrontNotificationTest extends Plugin_Test_Case {

	const URL    = 'https://rebuild.shop.test/notify';
	const SECRET = 'a-shared-secret-of-forty-characters-0123';

	/** Boots the plugin again with notifications set up in the shop's settings. */
	private function configure( string $secret = self::SECRET ): void {
		Test_World::reset();
		Test_World::$options['forge_storefront_notify_url']    = self::URL;
		Test_World::$options['forge_storefront_notify_secret'] = $secret;
		Test_World::$posts = array(
			10 => array( 'type' => 'product', 'parent' => 0 ),
			20 => array( 'type' => 'product', 'parent' => 0 ),
			21 => array( 'type' => 'product_variation', 'parent' => 20 ),
			30 => array( 'type' => 'product', 'parent' => 0 ),
			40 => array( 'type' => 'page', 'parent' => 0 ),
		);
		Test_World::$comments = array(
			501 => (object) array( 'comment_post_ID' => 30, 'comment_author_email' => 'reviewer@example.com' ),
			502 => (object) array( 'comment_post_ID' => 40, 'comment_author_email' => 'someone@example.com' ),
		);
		Plugin::boot();
	}

	private static function variation( int $id, int $parent ): object {
		return new class( $id, $parent ) {
			public function __construct( private int $id, private int $parent ) {}
			public function get_id() { return $this->id; }
			public function get_parent_id() { return $this->parent; }
		};
	}

	/** The one POST sent: its decoded body, after checking its signature as the service does. */
	private function sent_notification( int $index = 0 ): array {
		$post      = Test_World::$posted[ $index ];
		$headers   = $post['args']['headers'];
		$body      = $post['args']['body'];
		$timestamp = $headers['X-Forge-Timestamp'];
		$this->assertSame( self::URL, $post['url'] );
		$this->assertSame( 'application/json', $headers['Content-Type'] );
		$this->assertEqualsWithDelta( time(), (int) $timestamp, 5 );
		$this->assertSame( 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, self::SECRET ), $headers['X-Forge-Signature'] );
		$this->assertSame( 0, $post['args']['redirection'] );
		return json_decode( $body, true );
	}

	public function test_nothing_listens_or_is_sent_until_a_url_and_a_long_enough_secret_are_set(): void {
		$this->assertFalse( has_action( 'woocommerce_update_product' ) );
		do_action( 'woocommerce_update_product', 10 );
		do_action( 'shutdown' );
		$this->assertSame( array(), Test_World::$posted );

		$this->configure( 'too-short-a-secret' );
		$this->assertFalse( has_action( 'woocommerce_update_product' ) );
	}

	public function test_one_request_that_changes_many_things_sends_one_notification_with_their_ids_only(): void {
		$this->configure();
		do_action( 'woocommerce_update_product', 10 );
		do_action( 'woocommerce_update_product', 10 );
		do_action( 'woocommerce_variation_set_stock', self::variation( 21, 20 ) );
		do_action( 'woocommerce_update_product_variation', 21 );
		do_action( 'comment_post', 501 );
		do_action( 'comment_post', 502 ); // a comment on a page: no product
		do_action( 'trashed_post', 40 ); // a page: ignored
		do_action( 'edited_product_cat', 7 );
		$this->assertSame( array(), Test_World::$posted, 'Sent at the end of the request, not per change.' );

		do_action( 'shutdown' );
		$this->assertCount( 1, Test_World::$posted );
		$notification = $this->sent_notification();
		$this->assertSame( array( 'id', 'products', 'categories', 'changedAt' ), array_keys( $notification ) );
		$this->assertSame( array( 10, 20, 30 ), $notification['products'] );
		$this->assertSame( array( 7 ), $notification['categories'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $notification['changedAt'] );
		$this->assertStringNotContainsString( 'example.com', Test_World::$posted[0]['args']['body'], 'No reviewer data.' );

		do_action( 'shutdown' );
		$this->assertCount( 1, Test_World::$posted, 'Nothing more changed: nothing more sent.' );
	}

	public function test_stock_and_status_changes_and_deletions_are_changes_of_the_product(): void {
		$this->configure();
		do_action( 'woocommerce_product_set_stock_status', 30, 'outofstock', null );
		do_action( 'woocommerce_variation_set_stock_status', 21, 'instock', null );
		do_action( 'before_delete_post', 10 );
		do_action( 'shutdown' );
		$this->assertSame( array( 10, 20, 30 ), $this->sent_notification()['products'] );
	}

	public function test_a_failed_delivery_is_retried_with_the_same_id_and_a_fresh_signature_then_given_up(): void {
		$this->configure();
		Test_World::$post_answer = new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		do_action( 'woocommerce_update_product', 10 );
		do_action( 'shutdown' );
		$first = $this->sent_notification();
		$this->assertCount( 1, Test_World::$scheduled );
		$this->assertSame( Storefront_Notifier::RETRY_HOOK, Test_World::$scheduled[0]['hook'] );
		$this->assertEqualsWithDelta( time() + 60, Test_World::$scheduled[0]['timestamp'], 5 );

		// The service answers 500 to the retry: the next one is 2 minutes later.
		Test_World::$post_answer = array( 'response' => array( 'code' => 500 ), 'body' => '' );
		do_action( Storefront_Notifier::RETRY_HOOK, ...Test_World::$scheduled[0]['args'] );
		$this->assertSame( $first['id'], $this->sent_notification( 1 )['id'] );
		$this->assertEqualsWithDelta( time() + 120, Test_World::$scheduled[1]['timestamp'], 5 );

		// Each retry that fails schedules the next, until the sixth attempt.
		for ( $ran = 1; $ran < count( Test_World::$scheduled ); $ran++ ) {
			do_action( Storefront_Notifier::RETRY_HOOK, ...Test_World::$scheduled[ $ran ]['args'] );
		}
		$this->assertCount( Storefront_Notifier::MAX_ATTEMPTS, Test_World::$posted, 'Six attempts, then it stops.' );
		$this->assertCount( Storefront_Notifier::MAX_ATTEMPTS - 1, Test_World::$scheduled );
		$this->assertEqualsWithDelta( time() + 16 * 60, end( Test_World::$scheduled )['timestamp'], 5 );

		// Accepted at once: nothing is scheduled.
		Test_World::$scheduled   = array();
		Test_World::$post_answer = array( 'response' => array( 'code' => 202 ), 'body' => '' );
		do_action( 'woocommerce_update_product', 20 );
		do_action( 'shutdown' );
		$this->assertSame( array(), Test_World::$scheduled );
	}

	public function test_the_signature_matches_the_rebuild_services_vector(): void {
		// The same vector is in the storefront's tests/unit/rebuild-service-parts.test.ts: both sides sign alike.
		$body = '{"id":"0f0e0d0c-0000-4000-8000-000000000001","products":[10,20],"categories":[],"changedAt":"2026-11-29T08:00:00Z"}';
		$this->assertSame(
			'sha256=6b8c5b088e2745a4ae02caaed6f153a5d96b034940329cc365c20358a9bda081',
			Storefront_Notifier::signature( '1796000000', $body, self::SECRET )
		);
	}

	public function test_the_settings_are_a_section_of_woocommerces_advanced_tab(): void {
		$sections = apply_filters( 'woocommerce_get_sections_advanced', array() );
		$this->assertArrayHasKey( 'forge_storefront', $sections );
		$fields = apply_filters( 'woocommerce_get_settings_advanced', array(), 'forge_storefront' );
		$ids    = array_column( $fields, 'id' );
		$this->assertContains( 'forge_storefront_notify_url', $ids );
		$this->assertContains( 'forge_storefront_notify_secret', $ids );
		$secret = $fields[ array_search( 'forge_storefront_notify_secret', $ids, true ) ];
		$this->assertSame( 'password', $secret['type'] );
		$this->assertSame( array( 'kept' ), apply_filters( 'woocommerce_get_settings_advanced', array( 'kept' ), 'other' ) );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_wp_config_constants_win_over_the_settings(): void {
		define( 'FORGE_STOREFRONT_NOTIFY_URL', 'https://from-config.shop.test/notify' );
		define( 'FORGE_STOREFRONT_NOTIFY_SECRET', self::SECRET );
		$this->configure( 'an-other-secret-that-is-long-enough-0000000' );
		do_action( 'woocommerce_update_product', 10 );
		do_action( 'shutdown' );
		$post = Test_World::$posted[0];
		$this->assertSame( 'https://from-config.shop.test/notify', $post['url'] );
		$headers = $post['args']['headers'];
		$this->assertSame( 'sha256=' . hash_hmac( 'sha256', $headers['X-Forge-Timestamp'] . '.' . $post['args']['body'], self::SECRET ), $headers['X-Forge-Signature'] );
	}
}
