<?php
/**
 * Gathers which products and categories a request changed, and tells the storefront once, at its end.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to WooCommerce's and WordPress's own hooks for what a storefront page shows: a product or variation saved
 * (price, text, status, categories), its stock or stock status set (an order placed or refunded sets them too), a
 * product trashed, restored or deleted, a product category created, edited or deleted, a review posted, edited,
 * approved or removed. A request that changes many (a bulk edit, one batch of an import) sends one notification with
 * every id, at `shutdown`; the rebuild service coalesces the notifications of several requests.
 */
class Catalogue_Changes {

	/**
	 * Product ids changed in this request (keys).
	 *
	 * @var array<int, true>
	 */
	private array $products = array();

	/**
	 * Category term ids changed in this request (keys).
	 *
	 * @var array<int, true>
	 */
	private array $categories = array();

	/**
	 * Constructor.
	 *
	 * @param Storefront_Notifier              $notifier Sends the notification.
	 * @param Storefront_Notification_Settings $settings Whether to listen at all.
	 */
	public function __construct( private Storefront_Notifier $notifier, private Storefront_Notification_Settings $settings ) {}

	/**
	 * Hooks, only when notifications are configured.
	 *
	 * @return void
	 */
	public function register(): void {
		if ( ! $this->settings->enabled() ) {
			return;
		}
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'trashed_post', 'untrashed_post', 'before_delete_post' ) as $hook ) {
			add_action( $hook, array( $this, 'post_changed' ), 10, 1 );
		}
		foreach ( array( 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ) as $hook ) {
			add_action( $hook, array( $this, 'product_changed' ), 10, 1 );
		}
		foreach ( array( 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status' ) as $hook ) {
			add_action( $hook, array( $this, 'post_changed' ), 10, 1 );
		}
		foreach ( array( 'created_product_cat', 'edited_product_cat', 'delete_product_cat' ) as $hook ) {
			add_action( $hook, array( $this, 'category_changed' ), 10, 1 );
		}
		foreach ( array( 'comment_post', 'edit_comment', 'wp_set_comment_status', 'delete_comment' ) as $hook ) {
			add_action( $hook, array( $this, 'review_changed' ), 10, 1 );
		}
		add_action( 'shutdown', array( $this, 'send' ) );
	}

	/**
	 * A product or variation, by post id (anything else is ignored).
	 *
	 * @param int $post_id The post.
	 * @return void
	 */
	public function post_changed( $post_id ): void {
		$post_id = (int) $post_id;
		$type    = get_post_type( $post_id );
		if ( 'product_variation' === $type ) {
			$post_id = (int) wp_get_post_parent_id( $post_id );
		} elseif ( 'product' !== $type ) {
			return;
		}
		if ( $post_id > 0 ) {
			$this->products[ $post_id ] = true;
		}
	}

	/**
	 * A product or variation, as WooCommerce's stock hooks pass it.
	 *
	 * @param mixed $product A WC_Product.
	 * @return void
	 */
	public function product_changed( $product ): void {
		if ( ! is_object( $product ) || ! method_exists( $product, 'get_id' ) ) {
			return;
		}
		$parent = method_exists( $product, 'get_parent_id' ) ? (int) $product->get_parent_id() : 0;
		$id     = $parent > 0 ? $parent : (int) $product->get_id();
		if ( $id > 0 ) {
			$this->products[ $id ] = true;
		}
	}

	/**
	 * A product category.
	 *
	 * @param int $term_id The term.
	 * @return void
	 */
	public function category_changed( $term_id ): void {
		$term_id = (int) $term_id;
		if ( $term_id > 0 ) {
			$this->categories[ $term_id ] = true;
		}
	}

	/**
	 * A comment: its product when it is a review of one.
	 *
	 * @param int $comment_id The comment.
	 * @return void
	 */
	public function review_changed( $comment_id ): void {
		$comment = get_comment( (int) $comment_id );
		if ( $comment && 'product' === get_post_type( (int) $comment->comment_post_ID ) ) {
			$this->products[ (int) $comment->comment_post_ID ] = true;
		}
	}

	/**
	 * Sends what this request changed, once; the page the request was for has been sent already where PHP-FPM
	 * allows it, so an editor never waits for the storefront.
	 *
	 * @return void
	 */
	public function send(): void {
		if ( ! $this->products && ! $this->categories ) {
			return;
		}
		$products         = array_keys( $this->products );
		$categories       = array_keys( $this->categories );
		$this->products   = array();
		$this->categories = array();
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		$this->notifier->notify( $products, $categories );
	}
}
