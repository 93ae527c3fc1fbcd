<?php
/**
 * Doubles for posts, comments, WP-Cron and outgoing POSTs, read from and written to Test_World.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

namespace {
	function get_post_type( $post_id ) { return Test_World::$posts[ (int) $post_id ]['type'] ?? false; }
	function wp_get_post_parent_id( $post_id ) { return Test_World::$posts[ (int) $post_id ]['parent'] ?? 0; }
	function get_comment( $comment_id ) { return Test_World::$comments[ (int) $comment_id ] ?? null; }
	function wp_generate_uuid4() {
		return sprintf( '%08x-0000-4000-8000-%012x', random_int( 0, 0xffffffff ), random_int( 0, 0xffffffffffff ) );
	}
	function wp_schedule_single_event( $timestamp, $hook, $args = array() ) {
		Test_World::$scheduled[] = array( 'timestamp' => $timestamp, 'hook' => $hook, 'args' => $args );
		return true;
	}
	function wp_remote_post( $url, $args = array() ) {
		Test_World::$posted[] = array( 'url' => $url, 'args' => $args );
		$answer = Test_World::$post_answer;
		return is_callable( $answer ) ? $answer( $url, $args ) : $answer;
	}
}
