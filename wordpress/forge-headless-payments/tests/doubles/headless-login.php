<?php
/**
 * Hand-written double of Headless Login for WPGraphQL 0.4.x's `login` mutation (Auth::login() with the Password
 * provider), reduced to its hooks and outcomes, in its order:
 *  - already logged in: an error, before any provider runs;
 *  - graphql_login_before_authenticate( $slug, $input, … );
 *  - PASSWORD: an empty username or password is answered with a WP_Error of its own ('Missing username or
 *    password.'), without asking WordPress; otherwise wp_authenticate(), whose WP_Error is hidden (graphql_debug()
 *    only) and answered as `false`;
 *  - another provider (e.g. SITETOKEN or an OAuth2 one) that cannot identify the user answers `false`;
 *  - graphql_login_authenticated_user_data, then graphql_login_after_authenticate( $user_data, $slug, $input, … );
 *  - a WP_Error's message is thrown as a UserError; no user: the one message every failed login gets.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

use GraphQL\Error\UserError;

/** The message Headless Login sends for every failed password login (what the storefront receives). */
const FAKE_LOGIN_FAILED = 'The user could not be logged in.';

function fake_headless_login( array $input ): array {
	if ( is_user_logged_in() ) {
		throw new UserError( 'Already logged in.' );
	}
	$slug = $input['provider'];
	do_action( 'graphql_login_before_authenticate', $slug, $input, array(), null, null );
	if ( 'password' === $slug ) {
		if ( ! isset( $input['credentials'] ) ) {
			throw new UserError( 'The PASSWORD provider needs credentials.' );
		}
		$username = ! empty( $input['credentials']['username'] ) ? sanitize_text_field( $input['credentials']['username'] ) : null;
		$password = ! empty( $input['credentials']['password'] ) ? trim( $input['credentials']['password'] ) : null;
		if ( empty( $username ) || empty( $password ) ) {
			$user_data = new WP_Error( 'graphql-headless-login-missing-credentials', 'Missing username or password.' );
		} else {
			$user      = wp_authenticate( $username, $password );
			$user_data = $user instanceof WP_Error ? false : $user;
		}
	} else {
		$user_data = false;
	}
	$user_data = apply_filters( 'graphql_login_authenticated_user_data', $user_data, $slug, $input, array(), null, null );
	do_action( 'graphql_login_after_authenticate', $user_data, $slug, $input, array(), null, null );
	if ( $user_data instanceof WP_Error ) {
		throw new UserError( $user_data->get_error_message() );
	}
	if ( ! $user_data instanceof WP_User ) {
		throw new UserError( FAKE_LOGIN_FAILED );
	}
	Test_World::$current_user = $user_data->ID;
	return array( 'authToken' => 'token-for-' . $user_data->ID, 'user' => array( 'databaseId' => $user_data->ID ) );
}
