<?php
/**
 * Many products' page data in one read, for a storefront's build.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Reads published, visible products from WooCommerce's data store and answers each as WooGraphQL 1.0 answers the
 * storefront's product page selection (`ProductPageFields`: the card, texts, images, attributes, reviews, variations),
 * field for field, so the storefront maps both answers with the same code and writes the same pages.
 *
 * Why not WPGraphQL: there every field of every product is a resolver with its model, capability checks and filters
 * (about 15 ms of PHP a product on a small server, the floor of a catalogue build); here a batch's posts, meta, terms,
 * attachments, variations and reviews are read with a handful of queries and each value is taken from the same
 * WooCommerce getter and passed through the same WordPress filters WooGraphQL applies (`the_content`, `the_excerpt`,
 * `comment_text`).
 *
 * Only what the public GraphQL API shows anyone is answered: products that are published and neither hidden from the
 * catalogue nor from search (WooGraphQL's `visibility: VISIBLE`), published variations, approved reviews, and of the
 * meta data only the keys the storefront asks for.
 */
class Product_Pages {

	/**
	 * The most products one read answers (WPGraphQL's page size cap).
	 */
	const MAX_PRODUCTS = 100;

	/**
	 * Meta keys answered (`metaData(keysIn: …)` of the storefront's selection).
	 */
	const META_KEYS = array( 'made_to_order', 'color' );

	/**
	 * Connection sizes of the storefront's selection.
	 */
	const FIRST_CATEGORIES = 20;
	const FIRST_TERMS      = 100;
	const FIRST_GALLERY    = 20;
	const FIRST_REVIEWS    = 100;
	const FIRST_VARIATIONS = 100;
	const FIRST_ATTRIBUTES = 100;

	/**
	 * WooCommerce stock statuses as WooGraphQL's StockStatusEnum names them.
	 */
	const STOCK_STATUS = array(
		'instock'     => 'IN_STOCK',
		'outofstock'  => 'OUT_OF_STOCK',
		'onbackorder' => 'ON_BACKORDER',
	);

	/**
	 * Media items read in this request, by attachment id (a shop reuses images across products).
	 *
	 * @var array<int, array|null>
	 */
	private array $media = array();

	/**
	 * Every term of the shop's global attributes, by taxonomy and slug (read once: a catalogue reuses a few colours
	 * and sizes across thousands of products).
	 *
	 * @var array<string, array<string, \WP_Term>>|null
	 */
	private ?array $attribute_terms = null;

	/**
	 * The products of `$ids` that anyone may see, in the order of `$ids`, each as WooGraphQL answers it.
	 *
	 * @param int[] $ids Product ids (at most MAX_PRODUCTS).
	 * @return array[]
	 */
	public function nodes( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( $id ) => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$visible = $this->visible_ids( $ids );
		if ( ! $visible ) {
			return array();
		}
		// Meta is read many times a product: WPGraphQL's revision filter on each read is set aside (it never applies).
		return Revision_Meta_Pause::run( fn () => $this->read_nodes( $visible ) );
	}

	/**
	 * The nodes of visible products: the batch's rows read together, then each product built.
	 *
	 * @param int[] $visible Visible product ids, in the order answered.
	 * @return array[]
	 */
	private function read_nodes( array $visible ): array {
		// Posts, their meta and terms in three queries instead of a few per product.
		_prime_post_caches( $visible, true, true );

		$variations = $this->variation_ids( $visible );
		$children   = $variations ? array_merge( ...array_values( $variations ) ) : array();
		if ( $children ) {
			_prime_post_caches( $children, true, true );
		}
		$this->prime_attachments( array_merge( $visible, $children ) );
		$this->prime_transients( array_keys( $variations ) );
		$reviews = $this->reviews( $visible );

		// Extends WooCommerce's product factory, so it can only be loaded once WooCommerce is.
		require_once __DIR__ . '/class-batch-product-reads.php';
		return Batch_Product_Reads::run(
			array_merge( $visible, $children ),
			function () use ( $visible, $variations, $reviews ): array {
				$nodes = array();
				foreach ( $visible as $id ) {
					$product = wc_get_product( $id );
					if ( ! $product ) {
						continue;
					}
					$nodes[] = $this->node( $product, $variations[ $id ] ?? array(), $reviews[ $id ] ?? array() );
				}
				return $nodes;
			}
		);
	}

	/**
	 * Every published product shown in the catalogue and in search (of the categories given, subcategories included),
	 * newest first: the order and filter of the storefront's id listing through WooGraphQL (`orderby: DATE DESC`,
	 * `visibility: VISIBLE`, `status: "publish"`, `categoryIn`), whose cursor breaks a tie on the date by the id,
	 * descending. One query for the whole catalogue, where WooGraphQL answers pages of 100.
	 *
	 * @param string[] $category_slugs Product category slugs; none for every product.
	 * @return int[]
	 */
	public function listing_ids( array $category_slugs = array() ): array {
		$tax_query = array();
		if ( $category_slugs ) {
			$tax_query[] = array(
				'taxonomy' => 'product_cat',
				'field'    => 'slug',
				'terms'    => array_values( $category_slugs ),
			);
		}
		return $this->visible_product_ids(
			array(
				'orderby'        => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page' => -1,
			),
			$tax_query
		);
	}

	/**
	 * How many products each category's listing holds: for each slug, the size of `listing_ids( array( $slug ) )`
	 * (WooGraphQL's `found` for that category's listing), counted by the database instead of listed.
	 *
	 * @param string[] $category_slugs Product category slugs.
	 * @return int[] One count per slug, in their order.
	 */
	public function listing_sizes( array $category_slugs ): array {
		return array_map(
			function ( $slug ): int {
				$query = $this->visible_products_query(
					array(
						'posts_per_page' => 1,
						'no_found_rows'  => false,
						'orderby'        => 'none',
					),
					array(
						array(
							'taxonomy' => 'product_cat',
							'field'    => 'slug',
							'terms'    => array( (string) $slug ),
						),
					)
				);
				return (int) $query->found_posts;
			},
			array_values( $category_slugs )
		);
	}

	/**
	 * The query of published products neither hidden from the catalogue nor from search (WooGraphQL's `visibility:
	 * VISIBLE`), of the WP_Query arguments given (order, ids, count) and the further taxonomy clauses, ids only.
	 *
	 * @param array $args      WP_Query arguments.
	 * @param array $tax_query Taxonomy clauses beside the visibility one.
	 * @return \WP_Query
	 */
	private function visible_products_query( array $args, array $tax_query = array() ): \WP_Query {
		return new \WP_Query(
			$args + array(
				'post_type'              => 'product',
				'post_status'            => 'publish',
				'fields'                 => 'ids',
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'suppress_filters'       => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
				'tax_query'              => array_merge(
					array(
						array(
							'taxonomy' => 'product_visibility',
							'field'    => 'slug',
							'terms'    => array( 'exclude-from-catalog', 'exclude-from-search' ),
							'operator' => 'NOT IN',
						),
					),
					$tax_query
				),
			)
		);
	}

	/**
	 * The ids visible_products_query() finds.
	 *
	 * @param array $args      WP_Query arguments.
	 * @param array $tax_query Taxonomy clauses beside the visibility one.
	 * @return int[]
	 */
	private function visible_product_ids( array $args, array $tax_query = array() ): array {
		$query = $this->visible_products_query( $args, $tax_query );
		return array_map( 'intval', $query->posts );
	}

	/**
	 * The ids of `$ids` that are published products shown in the catalogue and in search, in the order of `$ids`.
	 *
	 * @param int[] $ids Product ids.
	 * @return int[]
	 */
	private function visible_ids( array $ids ): array {
		return $this->visible_product_ids(
			array(
				'post__in'       => $ids,
				'orderby'        => 'post__in',
				'posts_per_page' => count( $ids ),
			)
		);
	}

	/**
	 * Reads the featured and gallery images of `$ids` (products and variations, whose meta is cached already) in one
	 * query, with their meta (sizes, alternative text).
	 *
	 * @param int[] $ids Product and variation ids.
	 * @return void
	 */
	private function prime_attachments( array $ids ): void {
		$attachments = array();
		foreach ( $ids as $id ) {
			$attachments[] = (int) get_post_meta( $id, '_thumbnail_id', true );
			$gallery       = (string) get_post_meta( $id, '_product_image_gallery', true );
			if ( '' !== $gallery ) {
				array_push( $attachments, ...array_map( 'intval', explode( ',', $gallery ) ) );
			}
		}
		$attachments = array_values( array_unique( array_filter( $attachments ) ) );
		if ( $attachments ) {
			_prime_post_caches( $attachments, false, true );
		}
	}

	/**
	 * Reads the variable products' cached variation prices and children (WooCommerce keeps them as transients, one
	 * option each, not autoloaded) in one query instead of two per product.
	 *
	 * @param int[] $ids Variable product ids.
	 * @return void
	 */
	private function prime_transients( array $ids ): void {
		if ( ! $ids || wp_using_ext_object_cache() || ! function_exists( 'wp_prime_option_caches' ) ) {
			return;
		}
		$names = array();
		foreach ( $ids as $id ) {
			foreach ( array( 'wc_var_prices_', 'wc_product_children_' ) as $prefix ) {
				$names[] = "_transient_{$prefix}{$id}";
				$names[] = "_transient_timeout_{$prefix}{$id}";
			}
		}
		wp_prime_option_caches( $names );
	}

	/**
	 * The published variations of each of `$ids` that has any, in WooGraphQL's order (WooCommerce's catalogue order
	 * 'menu_order title', descending), one query.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, int[]>
	 */
	private function variation_ids( array $ids ): array {
		global $wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_parent FROM {$wpdb->posts} WHERE post_type = 'product_variation' AND post_status = 'publish' AND post_parent IN ($placeholders) ORDER BY menu_order DESC, post_title DESC", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders
				...$ids
			)
		);
		$by_parent = array();
		foreach ( $rows as $row ) {
			$by_parent[ (int) $row->post_parent ][] = (int) $row->ID;
		}
		return $by_parent;
	}

	/**
	 * The approved reviews of each of `$ids`, newest first (WPGraphQL's comment order), one query.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, \WP_Comment[]>
	 */
	private function reviews( array $ids ): array {
		$comments = get_comments(
			array(
				'post__in'                  => $ids,
				'post_type'                 => 'product',
				'status'                    => 'approve',
				'orderby'                   => 'comment_date',
				'order'                     => 'DESC',
				'update_comment_meta_cache' => true,
				'update_comment_post_cache' => false,
			)
		);
		$by_product = array();
		foreach ( $comments as $comment ) {
			$by_product[ (int) $comment->comment_post_ID ][] = $comment;
		}
		return $by_product;
	}

	/**
	 * One product as WooGraphQL answers `ProductPageFields` (and the card fields it includes).
	 *
	 * @param \WC_Product   $product    The product.
	 * @param int[]         $variations Its published variations' ids.
	 * @param \WP_Comment[] $reviews    Its approved reviews, newest first.
	 * @return array
	 */
	private function node( \WC_Product $product, array $variations, array $reviews ): array {
		$id   = $product->get_id();
		$type = $product->get_type();
		$post = get_post( $id );

		// WPGraphQL sets the post up before resolving its content, so filters that read the global post see it.
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['post'] = $post;
		setup_postdata( $post );

		$node = array(
			'databaseId'        => $id,
			'slug'              => $this->or_null( $product->get_slug() ),
			'name'              => '' !== $product->get_name() ? html_entity_decode( $product->get_name() ) : null,
			'type'              => strtoupper( $type ),
			'date'              => $product->get_date_created() ? (string) $product->get_date_created() : null,
			'onSale'            => $product->is_on_sale(),
			'averageRating'     => (float) $product->get_average_rating(),
			'reviewCount'       => (int) $product->get_review_count(),
			'image'             => $this->media_item( (int) $product->get_image_id() ),
			'productCategories' => array( 'nodes' => $this->terms( $id, array( 'product_cat' ), self::FIRST_CATEGORIES, false ) ),
			'terms'             => array( 'nodes' => $this->terms( $id, $this->graphql_taxonomies(), self::FIRST_TERMS, true ) ),
		);
		if ( 'grouped' !== $type ) {
			$node += $this->prices( $product );
		}
		if ( 'simple' === $type || 'variable' === $type ) {
			$node['stockStatus'] = self::STOCK_STATUS[ $product->get_stock_status() ] ?? null;
		}

		$description       = $product->get_description();
		$short_description = $product->get_short_description();
		$short_description = '' !== $short_description
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
			? apply_filters( 'get_the_excerpt', $short_description, $post )
			: null;

		$node += array(
			'sku'              => $this->or_null( $product->get_sku() ),
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
			'description'      => '' !== $description ? apply_filters( 'the_content', $description ) : null,
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
			'shortDescription' => apply_filters( 'the_excerpt', $short_description ),
			'metaData'         => $this->meta_data( $product ),
			'galleryImages'    => array( 'nodes' => $this->gallery( $product ) ),
			'attributes'       => $product->get_attributes() ? array( 'nodes' => $this->attributes( $product ) ) : null,
			'reviews'          => array( 'edges' => array_map( array( $this, 'review_edge' ), array_slice( $reviews, 0, self::FIRST_REVIEWS ) ) ),
		);

		if ( 'simple' === $type || 'variable' === $type ) {
			$node += array(
				'stockQuantity' => $this->or_null( $product->get_stock_quantity() ),
				'weight'        => $this->or_null( $product->get_weight() ),
				'length'        => $this->or_null( $product->get_length() ),
				'width'         => $this->or_null( $product->get_width() ),
				'height'        => $this->or_null( $product->get_height() ),
			);
		}
		if ( 'simple' === $type ) {
			$downloads = array_values( $product->get_downloads() );
			$node     += array(
				'virtual'      => $product->is_virtual(),
				'downloadable' => $product->is_downloadable(),
				'downloads'    => $downloads
					? array_map( static fn ( $download ) => array( 'name' => $download->get_name() ), $downloads )
					: null,
			);
		}
		if ( 'variable' === $type ) {
			$node += array(
				'defaultAttributes' => $this->attribute_values( $product->get_default_attributes() ),
				'variations'        => array( 'nodes' => $this->variations( array_slice( $variations, 0, self::FIRST_VARIATIONS ) ) ),
			);
		}
		if ( 'external' === $type ) {
			$node += array(
				'externalUrl' => $this->or_null( $product->get_product_url() ),
				'buttonText'  => $this->or_null( $product->get_button_text() ),
			);
		}

		wp_reset_postdata();
		return $node;
	}

	/**
	 * The raw price fields as WooGraphQL answers `price(format: RAW)` and the like: a simple or external product's
	 * stored prices; a variable product's every variation price, sorted and joined with ", " (the sale prices only
	 * while on sale, and only those that differ from the regular price).
	 *
	 * @param \WC_Product $product The product.
	 * @return array
	 */
	private function prices( \WC_Product $product ): array {
		if ( ! $product instanceof \WC_Product_Variable ) {
			return array(
				'rawPrice'        => $this->or_null( $product->get_price() ),
				'rawRegularPrice' => $this->or_null( $product->get_regular_price() ),
				'rawSalePrice'    => $this->or_null( $product->get_sale_price() ),
			);
		}
		$prices = $product->get_variation_prices( true );
		$range  = static function ( array $values ): string {
			sort( $values, SORT_NUMERIC );
			return implode( ', ', $values );
		};
		if ( empty( $prices['price'] ) ) {
			return array(
				'rawPrice'        => null,
				'rawRegularPrice' => null,
				'rawSalePrice'    => null,
			);
		}
		return array(
			'rawPrice'        => $range( $prices['price'] ),
			'rawRegularPrice' => $range( $prices['regular_price'] ),
			'rawSalePrice'    => $product->is_on_sale()
				? $range( array_values( array_diff( $prices['sale_price'], $prices['regular_price'] ) ) )
				: null,
		);
	}

	/**
	 * A product's terms of `$taxonomies`, by name (WPGraphQL's default term order), as `{slug, name}` nodes, with
	 * `taxonomyName` when asked.
	 *
	 * @param int      $id            Product id.
	 * @param string[] $taxonomies    Taxonomies.
	 * @param int      $first         At most this many.
	 * @param bool     $with_taxonomy Whether each node names its taxonomy.
	 * @return array[]
	 */
	private function terms( int $id, array $taxonomies, int $first, bool $with_taxonomy ): array {
		$terms = array();
		foreach ( $taxonomies as $taxonomy ) {
			$found = get_the_terms( $id, $taxonomy );
			if ( is_array( $found ) ) {
				$terms = array_merge( $terms, $found );
			}
		}
		usort(
			$terms,
			static fn ( $a, $b ) => strcasecmp( $a->name, $b->name ) ?: $a->term_id <=> $b->term_id
		);
		$nodes = array();
		foreach ( array_slice( $terms, 0, $first ) as $term ) {
			$node = array(
				'slug' => $term->slug,
				'name' => html_entity_decode( $term->name ),
			);
			if ( $with_taxonomy ) {
				$node = array( 'taxonomyName' => $term->taxonomy ) + $node;
			}
			$nodes[] = $node;
		}
		return $nodes;
	}

	/**
	 * The product taxonomies the GraphQL API shows (`Product.terms` lists every one of them).
	 *
	 * @return string[]
	 */
	private function graphql_taxonomies(): array {
		static $taxonomies = null;
		if ( null === $taxonomies ) {
			$allowed    = function_exists( '\WPGraphQL::get_allowed_taxonomies' ) || class_exists( '\WPGraphQL' )
				? \WPGraphQL::get_allowed_taxonomies()
				: get_taxonomies( array( 'show_in_graphql' => true ) );
			$taxonomies = array_values( array_intersect( $allowed, get_object_taxonomies( 'product' ) ) );
		}
		return $taxonomies;
	}

	/**
	 * An attachment as WPGraphQL's MediaItem answers `sourceUrl srcSet altText mediaDetails { width height }`
	 * (`srcSet` as WPGraphQL computes it without a size argument: WordPress's srcset for the medium size).
	 *
	 * @param int $id Attachment id.
	 * @return array|null
	 */
	private function media_item( int $id ): ?array {
		if ( $id <= 0 ) {
			return null;
		}
		if ( array_key_exists( $id, $this->media ) ) {
			return $this->media[ $id ];
		}
		$post = get_post( $id );
		$item = null;
		if ( $post && 'attachment' === $post->post_type ) {
			$src      = wp_get_attachment_image_src( $id, 'full' );
			$metadata = wp_get_attachment_metadata( $id );
			$item     = array(
				'sourceUrl'    => ! empty( $src ) ? $src[0] : null,
				'srcSet'       => wp_get_attachment_image_srcset( $id, 'medium' ) ?: null,
				'altText'      => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
				'mediaDetails' => ! empty( $metadata )
					? array(
						'width'  => isset( $metadata['width'] ) ? (int) $metadata['width'] : null,
						'height' => isset( $metadata['height'] ) ? (int) $metadata['height'] : null,
					)
					: null,
			);
		}
		$this->media[ $id ] = $item;
		return $item;
	}

	/**
	 * The gallery's attachments that exist, in the shop's order.
	 *
	 * @param \WC_Product $product The product.
	 * @return array[]
	 */
	private function gallery( \WC_Product $product ): array {
		$ids = array_map( 'intval', $product->get_gallery_image_ids() );
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
		}
		return array_slice( array_values( array_filter( array_map( array( $this, 'media_item' ), $ids ) ) ), 0, self::FIRST_GALLERY );
	}

	/**
	 * The meta data the storefront asks for: the first value of each key, in the product's order; null when none.
	 *
	 * @param \WC_Product $product The product.
	 * @return array[]|null
	 */
	private function meta_data( \WC_Product $product ): ?array {
		$found = array();
		$data  = array();
		// WordPress's meta cache (read with the batch) holds the same rows in the same order as WooCommerce's
		// get_meta_data(), which would read them again; the keys asked for are not WooCommerce's internal ones.
		foreach ( (array) get_post_meta( $product->get_id() ) as $key => $values ) {
			if ( ! in_array( $key, self::META_KEYS, true ) || in_array( $key, $found, true ) || ! $values ) {
				continue;
			}
			$found[] = $key;
			$value   = maybe_unserialize( $values[0] );
			$data[]  = array(
				'key'   => (string) $key,
				'value' => null === $value || '' === $value ? null : ( is_scalar( $value ) ? (string) $value : wp_json_encode( $value ) ),
			);
		}
		return $data ? $data : null;
	}

	/**
	 * The product's attributes as WooGraphQL's ProductAttribute interface answers them: a global attribute by its
	 * taxonomy (label the taxonomy's name, options the terms' slugs, and its terms by name); a local one by its
	 * name made a slug (label the name as entered, options as entered).
	 *
	 * @param \WC_Product $product The product.
	 * @return array[]
	 */
	private function attributes( \WC_Product $product ): array {
		$nodes = array();
		foreach ( array_slice( array_values( $product->get_attributes() ), 0, self::FIRST_ATTRIBUTES ) as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute ) {
				continue;
			}
			$slugs = $attribute->get_slugs();
			if ( $attribute->is_taxonomy() ) {
				$taxonomy = get_taxonomy( $attribute->get_name() );
				$terms    = $this->terms_of( $attribute->get_name(), $slugs );
				$nodes[]  = array(
					'name'      => $attribute->get_name(),
					'label'     => $taxonomy ? $taxonomy->labels->singular_name : null,
					'options'   => $slugs ? array_values( $slugs ) : array(),
					'variation' => (bool) $attribute->get_variation(),
					'visible'   => (bool) $attribute->get_visible(),
					'terms'     => array(
						'nodes' => array_map(
							static fn ( $term ) => array(
								'slug' => $term->slug,
								'name' => html_entity_decode( $term->name ),
							),
							$terms
						),
					),
				);
			} else {
				$nodes[] = array(
					'name'      => '' !== $attribute->get_name() ? sanitize_title( $attribute->get_name() ) : null,
					'label'     => '' !== $attribute->get_name() ? $attribute->get_name() : null,
					'options'   => $slugs ? array_values( $slugs ) : array(),
					'variation' => (bool) $attribute->get_variation(),
					'visible'   => (bool) $attribute->get_visible(),
				);
			}
		}
		return $nodes;
	}

	/**
	 * The terms of a global attribute with these slugs, by name (WPGraphQL's term order).
	 *
	 * @param string   $taxonomy Attribute taxonomy.
	 * @param string[] $slugs    Term slugs.
	 * @return \WP_Term[]
	 */
	private function terms_of( string $taxonomy, array $slugs ): array {
		$known = $this->attribute_terms()[ $taxonomy ] ?? array();
		$terms = array_values( array_filter( array_map( static fn ( $slug ) => $known[ $slug ] ?? null, $slugs ) ) );
		usort( $terms, static fn ( $a, $b ) => strcasecmp( $a->name, $b->name ) ?: $a->term_id <=> $b->term_id );
		return array_slice( $terms, 0, 100 );
	}

	/**
	 * Every term of the global attributes, by taxonomy and slug, read on first use.
	 *
	 * @return array<string, array<string, \WP_Term>>
	 */
	private function attribute_terms(): array {
		if ( null === $this->attribute_terms ) {
			$this->attribute_terms = array();
			$taxonomies            = array_values( array_filter( wc_get_attribute_taxonomy_names(), 'taxonomy_exists' ) );
			$terms                 = $taxonomies ? get_terms(
				array(
					'taxonomy'   => $taxonomies,
					'hide_empty' => false,
				)
			) : array();
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$this->attribute_terms[ $term->taxonomy ][ $term->slug ] = $term;
			}
		}
		return $this->attribute_terms;
	}

	/**
	 * Chosen attribute values (a variation's, or a variable product's defaults) as `{name, value}` nodes: a global
	 * attribute by its taxonomy and term slug, a local one as stored; null when there are none.
	 *
	 * @param array $values Attribute name => value.
	 * @return array|null
	 */
	private function attribute_values( $values ): ?array {
		if ( ! is_array( $values ) || ! $values ) {
			return null;
		}
		$nodes = array();
		foreach ( $values as $name => $value ) {
			$term    = $this->attribute_terms()[ $name ][ $value ] ?? null;
			$nodes[] = $term instanceof \WP_Term
				? array(
					'name'  => $term->taxonomy,
					'value' => $term->slug,
				)
				: array(
					'name'  => $name,
					'value' => $value,
				);
		}
		return array( 'nodes' => array_slice( $nodes, 0, self::FIRST_ATTRIBUTES ) );
	}

	/**
	 * Variations as WooGraphQL answers the selection's `variations { nodes { … } }`.
	 *
	 * @param int[] $ids Variation ids, in the connection's order.
	 * @return array[]
	 */
	private function variations( array $ids ): array {
		$nodes = array();
		foreach ( $ids as $id ) {
			$variation = wc_get_product( $id );
			if ( ! $variation instanceof \WC_Product_Variation ) {
				continue;
			}
			$nodes[] = array(
				'databaseId'      => $id,
				'name'            => $this->or_null( $variation->get_name() ),
				'rawPrice'        => $this->or_null( $variation->get_price() ),
				'rawRegularPrice' => $this->or_null( $variation->get_regular_price() ),
				'rawSalePrice'    => $this->or_null( $variation->get_sale_price() ),
				'stockStatus'     => self::STOCK_STATUS[ $variation->get_stock_status() ] ?? null,
				'stockQuantity'   => $this->or_null( $variation->get_stock_quantity() ),
				'image'           => $this->media_item( (int) $variation->get_image_id() ),
				'attributes'      => $this->attribute_values( $variation->get_attributes() ),
			);
		}
		return $nodes;
	}

	/**
	 * A review as WooGraphQL's review edge answers `rating` and `node { id content date author { node { name avatar
	 * { url } } } }`: the rating from its meta, the text through `comment_text`, the date as stored, the author's
	 * account name when the review has one, else the name given, and the avatar WordPress would show.
	 *
	 * @param \WP_Comment $comment The review.
	 * @return array
	 */
	private function review_edge( \WP_Comment $comment ): array {
		$rating  = get_comment_meta( (int) $comment->comment_ID, 'rating', true );
		$content = '' !== $comment->comment_content ? $comment->comment_content : null;
		$user    = $comment->user_id ? get_userdata( (int) $comment->user_id ) : false;
		$avatar  = get_avatar_data( $user ? (int) $user->ID : $comment->comment_author_email, array( 'size' => 96 ) );
		return array(
			'rating' => $rating ? (float) $rating : 0.0,
			'node'   => array(
				// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
				'id'      => base64_encode( 'comment:' . $comment->comment_ID ),
				// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
				'content' => apply_filters( 'comment_text', $content, $comment, array() ),
				'date'    => '' !== $comment->comment_date ? $comment->comment_date : null,
				'author'  => array(
					'node' => array(
						'name'   => $user ? $user->display_name : $comment->comment_author,
						'avatar' => ! empty( $avatar['url'] ) ? array( 'url' => $avatar['url'] ) : null,
					),
				),
			),
		);
	}

	/**
	 * WooGraphQL's "empty is null" for scalar fields.
	 *
	 * @param mixed $value A getter's value.
	 * @return mixed
	 */
	private function or_null( $value ) {
		return empty( $value ) ? null : $value;
	}
}
