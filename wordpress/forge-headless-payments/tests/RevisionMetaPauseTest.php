<?php
/**
 * WPGraphQL's revision meta filter is off while a bulk read runs, and back at its priority afterwards.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use Forge_Headless_Payments\Revision_Meta_Pause;

final class RevisionMetaPauseTest extends Plugin_Test_Case {

	public function test_the_filter_is_off_during_the_read_and_back_at_its_priority_after(): void {
		add_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER, 12, 4 );
		$during = Revision_Meta_Pause::run( static fn () => has_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER ) );
		$this->assertFalse( $during );
		$this->assertSame( 12, has_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER ) );
		$this->assertSame( 4, Test_World::$hooks['get_post_metadata'][12][0][1] );
	}

	public function test_the_filter_is_back_when_the_read_fails(): void {
		add_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER, 10, 4 );
		try {
			Revision_Meta_Pause::run( static function () { throw new RuntimeException( 'read failed' ); } );
			$this->fail( 'The failure was swallowed' );
		} catch ( RuntimeException $error ) {
			$this->assertSame( 'read failed', $error->getMessage() );
		}
		$this->assertSame( 10, has_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER ) );
	}

	public function test_other_meta_filters_stay_and_nothing_is_added_without_wpgraphqls(): void {
		$other = static fn ( $value ) => $value;
		add_filter( 'get_post_metadata', $other, 10, 4 );
		$this->assertSame( 'read', Revision_Meta_Pause::run( static fn () => 'read' ) );
		$this->assertSame( 10, has_filter( 'get_post_metadata', $other ) );
		$this->assertFalse( has_filter( 'get_post_metadata', Revision_Meta_Pause::FILTER ) );
	}
}
