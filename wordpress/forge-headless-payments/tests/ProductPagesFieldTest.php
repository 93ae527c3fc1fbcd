<?php
/**
 * The `forgeProductPages` query's registration and its limits (what it answers for real products is compared with
 * WooGraphQL's answer on a real shop: the storefront's recording product-pages-equivalence).
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Product_Pages;
use Forge_Headless_Payments\Product_Pages_Field;
use GraphQL\Error\UserError;

final class ProductPagesFieldTest extends Plugin_Test_Case {

	private function registered(): array {
		do_action( 'graphql_register_types' );
		return Test_World::$graphql_schema;
	}

	public function test_adds_the_root_field_once_wpgraphql_builds_its_schema(): void {
		$schema = $this->registered();
		$field  = $schema['RootQuery.forgeProductPages'];
		$this->assertSame( 'ForgeProductPages', $field['type'] );
		$this->assertSame( array( 'non_null' => array( 'list_of' => array( 'non_null' => 'Int' ) ) ), $field['args']['include']['type'] );
		$this->assertSame( array( 'format', 'nodes' ), array_keys( $schema['ForgeProductPages']['fields'] ) );
		$this->assertArrayHasKey( 'ForgeProductPagesJson', $schema );
	}

	public function test_adds_the_id_listing_of_every_visible_product(): void {
		$field = $this->registered()['RootQuery.forgeProductIds'];
		$this->assertSame( array( 'non_null' => array( 'list_of' => array( 'non_null' => 'Int' ) ) ), $field['type'] );
		$this->assertSame( array( 'list_of' => array( 'non_null' => 'String' ) ), $field['args']['categoryIn']['type'] );
	}

	public function test_adds_the_listing_sizes_of_categories(): void {
		$field = $this->registered()['RootQuery.forgeProductCounts'];
		$this->assertSame( array( 'list_of' => array( 'non_null' => 'Int' ) ), $field['type'] );
		$this->assertSame( array( 'non_null' => array( 'list_of' => array( 'non_null' => 'String' ) ) ), $field['args']['categories']['type'] );
	}

	public function test_refuses_more_than_a_hundred_categories_before_counting_any(): void {
		$resolve = $this->registered()['RootQuery.forgeProductCounts']['resolve'];
		try {
			$resolve( null, array( 'categories' => array_fill( 0, Product_Pages::MAX_PRODUCTS + 1, 'desktop' ) ) );
			$this->fail( 'More than 100 categories were counted' );
		} catch ( UserError $error ) {
			$this->assertSame( 'Ask for at most 100 categories at once.', $error->getMessage() );
		}
	}

	public function test_the_json_scalar_is_sent_as_it_is_and_never_taken_as_input(): void {
		$scalar = $this->registered()['ForgeProductPagesJson'];
		$nodes  = array( array( 'databaseId' => 7, 'name' => 'Forge Studio' ) );
		$this->assertSame( $nodes, $scalar['serialize']( $nodes ) );
		$this->expectException( UserError::class );
		$scalar['parseValue']( '[]' );
	}

	public function test_refuses_more_than_a_page_of_products_before_reading_any(): void {
		$resolve = $this->registered()['RootQuery.forgeProductPages']['resolve'];
		try {
			$resolve( null, array( 'include' => range( 1, Product_Pages::MAX_PRODUCTS + 1 ) ) );
			$this->fail( 'More than 100 ids were read' );
		} catch ( UserError $error ) {
			$this->assertSame( 'Ask for at most 100 products at once.', $error->getMessage() );
		}
	}

	public function test_answers_its_format_and_nothing_for_no_ids(): void {
		$resolve = $this->registered()['RootQuery.forgeProductPages']['resolve'];
		$this->assertSame(
			array( 'format' => Product_Pages_Field::FORMAT, 'nodes' => array() ),
			$resolve( null, array( 'include' => array() ) )
		);
		$this->assertSame( array(), ( new Product_Pages() )->nodes( array( 0, -3 ) ) );
	}
}
