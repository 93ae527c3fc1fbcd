<?php
/**
 * Hand-written doubles for WordPress's users and password authentication (wp_authenticate() with the core
 * `authenticate` handlers wp_authenticate_username_password() and wp_authenticate_email_password(), WordPress 6.x/7.0):
 * an empty field answers empty_username (first) or empty_password, and does not fire wp_login_failed; an unknown
 * login answers invalid_username, an unknown email address invalid_email, a wrong password incorrect_password (its
 * message names the user, as WordPress's does); every other failure fires wp_login_failed( $username, $error ).
 * Plugins may change the answer on the `authenticate` filter. Users live in Test_World::$users.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

class WP_User {
	public function __construct( public int $ID, public string $user_login ) {}
}

function is_user_logged_in() { return 0 !== Test_World::$current_user; }
function get_current_user_id() { return Test_World::$current_user; }

function wp_authenticate( $username, $password ) {
	$username = sanitize_text_field( $username );
	$password = trim( $password );
	if ( '' === $username || '' === $password ) {
		$user = new WP_Error( '' === $username ? 'empty_username' : 'empty_password', 'A field is empty.' );
	} else {
		$by_email = str_contains( $username, '@' );
		$login    = null;
		$id       = 0;
		foreach ( array_keys( Test_World::$users ) as $i => $candidate ) {
			if ( ( $by_email ? Test_World::$users[ $candidate ]['email'] : $candidate ) === $username ) {
				$login = $candidate;
				$id    = $i + 1;
			}
		}
		if ( null === $login ) {
			$user = $by_email
				? new WP_Error( 'invalid_email', 'Unknown email address. Check again or try your username.' )
				: new WP_Error( 'invalid_username', 'The username ' . $username . ' is not registered on this site.' );
		} elseif ( Test_World::$users[ $login ]['password'] !== $password ) {
			$user = new WP_Error( 'incorrect_password', 'The password you entered for the username ' . $login . ' is incorrect.' );
		} else {
			$user = new WP_User( $id, $login );
		}
	}
	$user = apply_filters( 'authenticate', $user, $username, $password );
	if ( $user instanceof WP_Error && ! in_array( $user->get_error_code(), array( 'empty_username', 'empty_password' ), true ) ) {
		do_action( 'wp_login_failed', $username, $user );
	}
	return $user;
}
