<?php
/**
 * The `forgeProductPages` query: many products' page data in one request, for a storefront's build.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

use GraphQL\Error\UserError;

defined( 'ABSPATH' ) || exit;

/**
 * Adds to the shop's GraphQL API (so the same endpoint, origin rules and limits apply as to every other read):
 *
 *     forgeProductPages(include: [Int!]!): ForgeProductPages   # at most 100 ids
 *     type ForgeProductPages { format: Int!  nodes: ForgeProductPagesJson! }
 *     forgeProductIds(categoryIn: [String!]): [Int!]!          # every visible product, newest first
 *     forgeProductCounts(categories: [String!]!): [Int!]        # each category listing's size, at most 100
 *
 * `nodes` is a JSON array of the products of `include` that anyone may see, in that order, each shaped as WooGraphQL
 * answers the storefront's product page selection (see Product_Pages). `format` changes when that shape does; a
 * build that does not know the format, or a shop without this plugin, reads the products through WooGraphQL instead.
 * `forgeProductIds` lists the ids a build then reads, in the order of WooGraphQL's listing, in one request instead of
 * a page of 100 after another. `forgeProductCounts` answers every category's listing size in one request, where
 * WooGraphQL needs a request per category (`found` of a one-product page).
 */
class Product_Pages_Field {

	/**
	 * The shape of `nodes`: the storefront's `ProductPageFields` as WooGraphQL 1.0 answers it (2: images carry
	 * WordPress's `srcSet`).
	 */
	const FORMAT = 2;

	/**
	 * Registers the types and the field once WPGraphQL builds its schema.
	 *
	 * @return void
	 */
	public function register(): void {
		add_action( 'graphql_register_types', array( $this, 'register_types' ) );
	}

	/**
	 * The scalar, the object type and the root field.
	 *
	 * @return void
	 */
	public function register_types(): void {
		register_graphql_scalar(
			'ForgeProductPagesJson',
			array(
				'description'  => __( 'Product page data as JSON (an array of products).', 'forge-headless-payments' ),
				'serialize'    => static fn ( $value ) => $value,
				'parseValue'   => static function () {
					throw new UserError( __( 'ForgeProductPagesJson is an output type.', 'forge-headless-payments' ) );
				},
				'parseLiteral' => static function () {
					throw new UserError( __( 'ForgeProductPagesJson is an output type.', 'forge-headless-payments' ) );
				},
			)
		);
		register_graphql_object_type(
			'ForgeProductPages',
			array(
				'description' => __( 'Many products\' page data, read in bulk for a storefront\'s build.', 'forge-headless-payments' ),
				'fields'      => array(
					'format' => array(
						'type'        => array( 'non_null' => 'Int' ),
						'description' => __( 'The shape of nodes; it changes when the shape does.', 'forge-headless-payments' ),
					),
					'nodes'  => array(
						'type'        => array( 'non_null' => 'ForgeProductPagesJson' ),
						'description' => __( 'The visible products asked for, in the order asked, as WooGraphQL answers the storefront\'s product page fields.', 'forge-headless-payments' ),
					),
				),
			)
		);
		register_graphql_field(
			'RootQuery',
			'forgeProductPages',
			array(
				'type'        => 'ForgeProductPages',
				'description' => __( 'Published, visible products by id (at most 100), with everything their pages show, in one read.', 'forge-headless-payments' ),
				'args'        => array(
					'include' => array(
						'type'        => array( 'non_null' => array( 'list_of' => array( 'non_null' => 'Int' ) ) ),
						'description' => __( 'Product ids.', 'forge-headless-payments' ),
					),
				),
				'resolve'     => array( $this, 'resolve' ),
			)
		);
		register_graphql_field(
			'RootQuery',
			'forgeProductIds',
			array(
				'type'        => array( 'non_null' => array( 'list_of' => array( 'non_null' => 'Int' ) ) ),
				'description' => __( 'The ids of every published, visible product (of the categories given), newest first.', 'forge-headless-payments' ),
				'args'        => array(
					'categoryIn' => array(
						'type'        => array( 'list_of' => array( 'non_null' => 'String' ) ),
						'description' => __( 'Product category slugs (their subcategories included).', 'forge-headless-payments' ),
					),
				),
				'resolve'     => static fn ( $source, array $args ) => ( new Product_Pages() )->listing_ids( (array) ( $args['categoryIn'] ?? array() ) ),
			)
		);
		register_graphql_field(
			'RootQuery',
			'forgeProductCounts',
			array(
				'type'        => array( 'list_of' => array( 'non_null' => 'Int' ) ),
				'description' => __( 'How many published, visible products each category lists (its subcategories included), in the order of the slugs given (at most 100).', 'forge-headless-payments' ),
				'args'        => array(
					'categories' => array(
						'type'        => array( 'non_null' => array( 'list_of' => array( 'non_null' => 'String' ) ) ),
						'description' => __( 'Product category slugs.', 'forge-headless-payments' ),
					),
				),
				'resolve'     => array( $this, 'resolve_counts' ),
			)
		);
	}

	/**
	 * Answers `forgeProductCounts`: a count query per category, so their number is bounded as the products are.
	 *
	 * @param mixed $source Root value.
	 * @param array $args   Field arguments.
	 * @return int[]
	 * @throws UserError When more categories are asked for than one read answers.
	 */
	public function resolve_counts( $source, array $args ): array {
		$slugs = (array) ( $args['categories'] ?? array() );
		if ( count( $slugs ) > Product_Pages::MAX_PRODUCTS ) {
			throw new UserError(
				sprintf(
					/* translators: %d: the most categories one request may ask for. */
					__( 'Ask for at most %d categories at once.', 'forge-headless-payments' ),
					Product_Pages::MAX_PRODUCTS
				)
			);
		}
		return ( new Product_Pages() )->listing_sizes( $slugs );
	}

	/**
	 * Answers the field.
	 *
	 * @param mixed $source Root value.
	 * @param array $args   Field arguments.
	 * @return array
	 * @throws UserError When more ids are asked for than one read answers.
	 */
	public function resolve( $source, array $args ): array {
		$ids = (array) ( $args['include'] ?? array() );
		if ( count( $ids ) > Product_Pages::MAX_PRODUCTS ) {
			throw new UserError(
				sprintf(
					/* translators: %d: the most products one request may ask for. */
					__( 'Ask for at most %d products at once.', 'forge-headless-payments' ),
					Product_Pages::MAX_PRODUCTS
				)
			);
		}
		return array(
			'format' => self::FORMAT,
			'nodes'  => ( new Product_Pages() )->nodes( $ids ),
		);
	}
}
