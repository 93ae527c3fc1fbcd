<?php
/**
 * WPGraphQL's revision meta filter, set aside while a bulk read reads published posts' meta.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * During a GraphQL request WPGraphQL filters every post meta read (`get_post_metadata`) to answer a revision's meta
 * from its parent post: for each read it looks the post up and checks its type. A bulk read reads the meta of
 * published products, their variations and their images only, never a revision's, so the filter can change none of
 * its values; with about 150 meta reads a product it cost 12-15 % of the read's PHP time. `run()` takes it off for
 * the read and puts it back at its priority afterwards, also when the read fails. When WPGraphQL has no such filter
 * (another version), nothing is changed.
 */
final class Revision_Meta_Pause {

	/**
	 * WPGraphQL's filter, as it registers it (src/WPGraphQL.php, `get_post_metadata`, 4 arguments).
	 */
	const FILTER = array( 'WPGraphQL\Utils\Preview', 'filter_post_meta_for_previews' );

	/**
	 * Runs `$read` without WPGraphQL's revision meta filter.
	 *
	 * @param callable $read What reads published posts' meta.
	 * @return mixed What `$read` returns.
	 */
	public static function run( callable $read ) {
		$priority = has_filter( 'get_post_metadata', self::FILTER );
		if ( false === $priority ) {
			return $read();
		}
		remove_filter( 'get_post_metadata', self::FILTER, $priority );
		try {
			return $read();
		} finally {
			add_filter( 'get_post_metadata', self::FILTER, $priority, 4 );
		}
	}
}
