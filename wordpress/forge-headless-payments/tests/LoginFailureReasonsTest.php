<?php
/**
 * A failed Headless Login PASSWORD login carries WordPress's reason as `extensions.code`.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

final class LoginFailureReasonsTest extends Plugin_Test_Case {

	const USERNAME = 'amaka';
	const EMAIL    = 'amaka@example.ng';
	const PASSWORD = 'correct horse battery staple';

	protected function setUp(): void {
		parent::setUp();
		Test_World::$users = array( self::USERNAME => array( 'email' => self::EMAIL, 'password' => self::PASSWORD ) );
	}

	/** The storefront's login mutation, with the PASSWORD provider. */
	private static function password_login( string $username, string $password, ?string $alias = null ): array {
		return array(
			'login',
			array(
				'provider'    => 'password',
				'credentials' => array( 'username' => $username, 'password' => $password ),
			),
			$alias,
		);
	}

	/** The one error of a response, asserting there is exactly one. */
	private function only_error( array $response ): array {
		$this->assertCount( 1, $response['errors'] ?? array(), json_encode( $response ) );
		return $response['errors'][0];
	}

	public function test_a_wrong_password_carries_incorrect_password(): void {
		$response = fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) );

		$this->assertSame(
			array(
				'message'    => FAKE_LOGIN_FAILED,
				'locations'  => array( array( 'line' => 2, 'column' => 3 ) ),
				'path'       => array( 'login' ),
				'extensions' => array( 'code' => 'incorrect_password' ),
			),
			$this->only_error( $response ),
			'Message, locations and path unchanged; only the code added.'
		);
		$this->assertSame( array( 'login' => null ), $response['data'] );
	}

	public function test_an_unknown_username_carries_invalid_username(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( 'nobody-here', 'any password' ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertSame( array( 'code' => 'invalid_username' ), $error['extensions'] );
	}

	public function test_an_unknown_email_carries_invalid_email(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( 'nobody@example.ng', 'any password' ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertSame( array( 'code' => 'invalid_email' ), $error['extensions'] );
	}

	public function test_a_wrong_password_for_an_email_address_carries_incorrect_password(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::EMAIL, 'wrong password' ) ) ) );

		$this->assertSame( array( 'code' => 'incorrect_password' ), $error['extensions'] );
	}

	public function test_an_empty_password_carries_empty_password_with_headless_login_s_own_message(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, '   ' ) ) ) );

		$this->assertSame( 'Missing username or password.', $error['message'] );
		$this->assertSame( array( 'code' => 'empty_password' ), $error['extensions'] );
	}

	public function test_an_empty_username_carries_empty_username(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( '', '' ) ) ) );

		$this->assertSame( array( 'code' => 'empty_username' ), $error['extensions'] );
	}

	public function test_neither_the_username_nor_wordpress_s_message_is_sent(): void {
		$json = json_encode( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertStringNotContainsString( self::USERNAME, $json );
		$this->assertStringNotContainsString( 'wrong password', $json );
		$this->assertStringNotContainsString( 'is incorrect', $json );
	}

	public function test_a_successful_login_is_untouched(): void {
		$response = fake_graphql_http( array( self::password_login( self::USERNAME, self::PASSWORD ) ) );

		$this->assertArrayNotHasKey( 'errors', $response );
		$this->assertSame( 'token-for-1', $response['data']['login']['authToken'] );
	}

	public function test_an_aliased_login_field_carries_the_code_at_its_alias(): void {
		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password', 'signIn' ) ) ) );

		$this->assertSame( array( 'signIn' ), $error['path'] );
		$this->assertSame( array( 'code' => 'incorrect_password' ), $error['extensions'] );
	}

	public function test_each_operation_of_a_batch_gets_its_own_code(): void {
		list( $first, $second ) = fake_graphql_http_batch(
			array(
				array( self::password_login( 'nobody-here', 'x' ) ),
				array( self::password_login( self::USERNAME, 'wrong password' ) ),
			)
		);

		$this->assertSame( array( 'code' => 'invalid_username' ), $this->only_error( $first )['extensions'] );
		$this->assertSame( array( 'code' => 'incorrect_password' ), $this->only_error( $second )['extensions'] );
	}

	public function test_an_internal_graphql_call_gets_the_code_too(): void {
		$error = $this->only_error( fake_graphql_internal( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertSame( array( 'code' => 'incorrect_password' ), $error['extensions'] );
	}

	public function test_turned_off_by_the_option_no_code_is_added(): void {
		Test_World::$options['forge_headless_login_failure_reasons'] = 'no';

		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertArrayNotHasKey( 'extensions', $error );
	}

	public function test_the_option_yes_and_no_option_at_all_mean_on(): void {
		$this->assertTrue( \Forge_Headless_Payments\Login_Failure_Reasons::enabled(), 'Default: on.' );
		Test_World::$options['forge_headless_login_failure_reasons'] = 'yes';
		$this->assertTrue( \Forge_Headless_Payments\Login_Failure_Reasons::enabled() );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_constant_false_wins_over_the_option(): void {
		define( 'FORGE_HEADLESS_LOGIN_FAILURE_REASONS', false );
		Test_World::$options['forge_headless_login_failure_reasons'] = 'yes';

		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertArrayNotHasKey( 'extensions', $error );
	}

	/**
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_the_constant_true_wins_over_the_option(): void {
		define( 'FORGE_HEADLESS_LOGIN_FAILURE_REASONS', true );
		Test_World::$options['forge_headless_login_failure_reasons'] = 'no';

		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertSame( array( 'code' => 'incorrect_password' ), $error['extensions'] );
	}

	public function test_another_provider_s_failed_login_is_untouched(): void {
		$error = $this->only_error( fake_graphql_http( array( array( 'login', array( 'provider' => 'siteToken', 'identity' => self::EMAIL ) ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertArrayNotHasKey( 'extensions', $error );
	}

	public function test_a_login_refused_before_authentication_is_untouched(): void {
		Test_World::$current_user = 7; // Already logged in: refused before WordPress is asked.

		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertArrayNotHasKey( 'extensions', $error );
	}

	public function test_a_security_plugin_s_own_code_is_not_passed_on(): void {
		add_filter(
			'authenticate',
			static fn( $user ) => new WP_Error( 'too_many_retries', 'Too many failed login attempts.' ),
			30
		);

		$error = $this->only_error( fake_graphql_http( array( self::password_login( self::USERNAME, 'wrong password' ) ) ) );

		$this->assertSame( FAKE_LOGIN_FAILED, $error['message'] );
		$this->assertArrayNotHasKey( 'extensions', $error );
	}

	public function test_other_mutations_errors_are_untouched(): void {
		Test_World::$http = self::paystack_unknown( 404 );

		$response = fake_graphql_http(
			array(
				self::password_login( self::USERNAME, 'wrong password' ),
				array( 'checkout', array( 'paymentMethod' => 'paystack', 'transactionId' => 'ws-forged000001', 'isPaid' => false ) ),
			)
		);

		$this->assertCount( 2, $response['errors'] );
		$this->assertSame( array( 'code' => 'incorrect_password' ), $response['errors'][0]['extensions'] );
		$this->assertSame(
			array(
				'message'   => self::payment_refusal( 'the card provider has no such transaction' ),
				'locations' => array( array( 'line' => 3, 'column' => 3 ) ),
				'path'      => array( 'checkout' ),
			),
			$response['errors'][1]
		);
	}

	public function test_a_failed_wordpress_login_outside_the_login_mutation_is_not_remembered(): void {
		wp_authenticate( self::USERNAME, 'wrong password' ); // e.g. wp-login.php, or another plugin's mutation.
		Test_World::$http = self::paystack_unknown( 404 );

		$response = fake_graphql_http( array( array( 'checkout', array( 'paymentMethod' => 'paystack', 'transactionId' => 'ws-forged000001' ) ) ) );

		$this->assertArrayNotHasKey( 'extensions', $this->only_error( $response ) );
	}
}
