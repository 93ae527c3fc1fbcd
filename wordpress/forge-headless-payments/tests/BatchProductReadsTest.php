<?php
/**
 * The bulk read's product factory: each product of a batch read once, everything else read as WooCommerce reads it,
 * and WooCommerce's own factory back in place afterwards.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

require_once dirname( __DIR__ ) . '/includes/class-batch-product-reads.php';

use Forge_Headless_Payments\Batch_Product_Reads;

final class BatchProductReadsTest extends Plugin_Test_Case {

	public function test_a_product_of_the_batch_is_read_once_however_often_it_is_asked_for(): void {
		$factory = WC()->product_factory;
		$objects = Batch_Product_Reads::run(
			array( 7, 9 ),
			static fn () => array( wc_get_product( 7 ), wc_get_product( '7' ), wc_get_product( new WP_Post( 7 ) ), wc_get_product( 9 ) )
		);
		$this->assertSame( array( 7 => 1, 9 => 1 ), $factory->reads );
		$this->assertSame( $objects[0], $objects[1] );
		$this->assertSame( $objects[0], $objects[2] );
		$this->assertSame( 9, $objects[3]->id );
	}

	public function test_products_outside_the_batch_are_read_every_time(): void {
		$factory = WC()->product_factory;
		Batch_Product_Reads::run(
			array( 7 ),
			static function () {
				wc_get_product( 12 );
				wc_get_product( 12 );
				wc_get_product( 7, array( 'product_type' => 'simple' ) );
			}
		);
		$this->assertSame( array( 12 => 2, 7 => 1 ), $factory->reads );
	}

	public function test_woocommerces_factory_is_back_afterwards_even_when_the_read_fails(): void {
		$factory = WC()->product_factory;
		try {
			Batch_Product_Reads::run( array( 7 ), static function () { throw new RuntimeException( 'read failed' ); } );
			$this->fail( 'The failure was swallowed' );
		} catch ( RuntimeException $error ) {
			$this->assertSame( 'read failed', $error->getMessage() );
		}
		$this->assertSame( $factory, WC()->product_factory );
		wc_get_product( 7 );
		wc_get_product( 7 );
		$this->assertSame( array( 7 => 2 ), $factory->reads );
	}
}
