<?php
/**
 * WooCommerce's product factory, reading each product of a batch once.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in for `WC()->product_factory` while a bulk read builds a batch's pages, and answers `wc_get_product()` for
 * a product of the batch with the object already read, instead of reading it again from the data store.
 *
 * Why: WooCommerce reads the parent product again for every local attribute of every variation it reads (the
 * variation's title and attribute summary go through `wc_attribute_label()`, which calls `wc_get_product()` on the
 * parent), and once more when a post is set up (`wc_setup_product_data` on `the_post`); and after any product was
 * saved (which makes every variable product's cached prices stale) it reads each variation again to work out the
 * product's price range. On a catalogue of variable products that was a third of the bulk read's PHP time, and more
 * after an edit. Within one request the product's data does not change, so
 * the object is the one a fresh read would give; WooGraphQL's answer reads it the same way, once per field.
 *
 * Every other read (products and variations outside the batch, anything but an id or a post) goes to WooCommerce's own
 * factory, which stays in place again when `run()` returns.
 */
class Batch_Product_Reads extends \WC_Product_Factory {

	/**
	 * Products of the batch read so far, by id.
	 *
	 * @var array<int, \WC_Product|false>
	 */
	private array $read = array();

	/**
	 * The ids whose objects are kept.
	 *
	 * @var array<int, true>
	 */
	private array $batch;

	/**
	 * The factory in place before.
	 *
	 * @var \WC_Product_Factory
	 */
	private \WC_Product_Factory $factory;

	/**
	 * Runs `$read` with `WC()->product_factory` keeping the objects of `$ids`, and puts WooCommerce's factory back.
	 *
	 * @param int[]    $ids  Product and variation ids of the batch.
	 * @param callable $read What reads them.
	 * @return mixed What `$read` returns.
	 */
	public static function run( array $ids, callable $read ) {
		$wc = WC();
		if ( ! $wc || ! $wc->product_factory instanceof \WC_Product_Factory ) {
			return $read();
		}
		$previous            = $wc->product_factory;
		$wc->product_factory = new self( $ids, $previous );
		try {
			return $read();
		} finally {
			$wc->product_factory = $previous;
		}
	}

	/**
	 * A factory that keeps the objects of `$ids` and hands every other read to `$factory`.
	 *
	 * @param int[]               $ids     Product and variation ids of the batch.
	 * @param \WC_Product_Factory $factory The factory in place.
	 */
	public function __construct( array $ids, \WC_Product_Factory $factory ) {
		$this->batch   = array_fill_keys( array_map( 'intval', $ids ), true );
		$this->factory = $factory;
	}

	/**
	 * The product: the batch's object when it was read already, else a read by WooCommerce's factory.
	 *
	 * @param mixed $product_id Product id or post (false: the global post).
	 * @param array $deprecated Passed on.
	 * @return \WC_Product|bool
	 */
	public function get_product( $product_id = false, $deprecated = array() ) {
		$id = null;
		if ( is_int( $product_id ) || ( is_string( $product_id ) && ctype_digit( $product_id ) ) ) {
			$id = (int) $product_id;
		} elseif ( $product_id instanceof \WP_Post ) {
			$id = (int) $product_id->ID;
		}
		if ( null === $id || ! empty( $deprecated ) || ! isset( $this->batch[ $id ] ) ) {
			return $this->factory->get_product( $product_id, $deprecated );
		}
		if ( ! array_key_exists( $id, $this->read ) ) {
			$this->read[ $id ] = $this->factory->get_product( $id );
		}
		return $this->read[ $id ];
	}
}
