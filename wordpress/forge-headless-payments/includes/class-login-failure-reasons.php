<?php
/**
 * Why a Headless Login password login failed, as a code on its GraphQL error.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Headless Login for WPGraphQL (0.4.x) answers every failed PASSWORD login with one GraphQL error and keeps
 * WordPress's reason to graphql_debug(), which a production shop (GRAPHQL_DEBUG off) never sends. This adds
 * WordPress's error code to that error as `extensions.code`; the message, path and locations stay as they are:
 *
 *     {"message": "…", "locations": […], "path": ["login"], "extensions": {"code": "incorrect_password"}}
 *
 * The codes are WordPress's own, as its login form tells them apart: `invalid_username` and `invalid_email` (no such
 * account), `incorrect_password`, and `empty_username`/`empty_password` (Headless Login refuses an empty field
 * before asking WordPress; the code is the one WordPress gives for it). Any other code (e.g. a security plugin's
 * lockout) is not passed on, nor is any message; the username never is.
 *
 * How, without touching Headless Login:
 *  1. graphql_mutation_input             notes the `login` field being resolved (its AST node and response path,
 *                                        so an alias or a batch of operations is matched exactly);
 *  2. graphql_login_before_authenticate  a PASSWORD login starts listening;
 *  3. wp_login_failed                    wp_authenticate() hands over its WP_Error: its code is kept;
 *  4. graphql_login_after_authenticate   the provider's outcome: a failure with one of the codes above is recorded
 *                                        for the field (when the setting is on);
 *  5. graphql_request_results            the recorded field's error gets the code: on HTTP requests the response is
 *                                        graphql-php's ExecutionResult (the error is rebuilt with the same message,
 *                                        nodes, path and original exception, plus the extension); on internal
 *                                        graphql() calls it is already an array.
 *  6. graphql_after_execute              forgets everything for the next request.
 *
 * The setting defaults to on. The constant FORGE_HEADLESS_LOGIN_FAILURE_REASONS (true/false, in wp-config.php) wins;
 * otherwise the option forge_headless_login_failure_reasons ('yes'/'no'). With it on, a client can tell whether an
 * account exists for a username or email address, as WordPress's own login form tells by default.
 */
class Login_Failure_Reasons {

	/**
	 * The wp-config.php constant that decides, when defined.
	 */
	const CONSTANT = 'FORGE_HEADLESS_LOGIN_FAILURE_REASONS';

	/**
	 * The option that decides otherwise ('yes' or 'no'; absent is 'yes').
	 */
	const OPTION = 'forge_headless_login_failure_reasons';

	/**
	 * Headless Login's slug (and provider enum value) of the username/password provider.
	 */
	const PASSWORD_PROVIDER = 'password';

	/**
	 * The WordPress error codes passed on.
	 */
	const CODES = array( 'invalid_username', 'invalid_email', 'incorrect_password', 'empty_username', 'empty_password' );

	/**
	 * The `login` field being resolved: array{node: object|null, path: array}, or null.
	 *
	 * @var array|null
	 */
	private ?array $field = null;

	/**
	 * Whether a PASSWORD login is between before_authenticate and after_authenticate.
	 *
	 * @var bool
	 */
	private bool $listening = false;

	/**
	 * The code of WordPress's WP_Error for the login being listened to ('' when none).
	 *
	 * @var string
	 */
	private string $code = '';

	/**
	 * Failed logins of this request: list of array{node: object|null, path: array, code: string}.
	 *
	 * @var array
	 */
	private array $failures = array();

	/**
	 * Hooks.
	 *
	 * @return void
	 */
	public function register(): void {
		add_filter( 'graphql_mutation_input', array( $this, 'note_field' ), 10, 4 );
		add_action( 'graphql_login_before_authenticate', array( $this, 'listen' ), 10, 1 );
		add_action( 'wp_login_failed', array( $this, 'keep_code' ), 10, 2 );
		add_action( 'graphql_login_after_authenticate', array( $this, 'record' ), 10, 3 );
		add_filter( 'graphql_request_results', array( $this, 'add_codes' ), 10, 1 );
		add_action( 'graphql_after_execute', array( $this, 'forget' ), 10, 0 );
	}

	/**
	 * Whether failed logins carry their reason (the constant wins, else the option; on by default).
	 *
	 * @return bool
	 */
	public static function enabled(): bool {
		if ( defined( self::CONSTANT ) ) {
			$value = filter_var( constant( self::CONSTANT ), FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
			if ( null !== $value ) {
				return $value;
			}
		}
		return 'no' !== strtolower( (string) get_option( self::OPTION, 'yes' ) );
	}

	/**
	 * Step 1 (filter graphql_mutation_input, input unchanged): which `login` field is being resolved.
	 *
	 * @param mixed  $input         The mutation's input.
	 * @param mixed  $context       WPGraphQL's AppContext.
	 * @param mixed  $info          graphql-php's ResolveInfo.
	 * @param string $mutation_name The mutation's name as registered (Headless Login registers `Login`).
	 * @return mixed
	 */
	public function note_field( $input, $context, $info, $mutation_name ) {
		$this->field     = null;
		$this->listening = false;
		if ( 'login' === strtolower( (string) $mutation_name ) && is_object( $info ) && isset( $info->path ) && is_array( $info->path ) ) {
			$nodes       = $info->fieldNodes ?? null; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- graphql-php's name.
			$this->field = array(
				'node' => isset( $nodes[0] ) && is_object( $nodes[0] ) ? $nodes[0] : null,
				'path' => $info->path,
			);
		}
		return $input;
	}

	/**
	 * Step 2: a Headless Login authentication starts; only a PASSWORD login of the `login` field is listened to.
	 *
	 * @param mixed $slug The provider's slug.
	 * @return void
	 */
	public function listen( $slug ): void {
		$this->listening = null !== $this->field && self::PASSWORD_PROVIDER === $slug;
		$this->code      = '';
	}

	/**
	 * Step 3 (wp_login_failed): WordPress's reason. Only its code is kept, never the username or the message.
	 *
	 * @param mixed $username The username or email address tried (not kept).
	 * @param mixed $error    WordPress's WP_Error (WordPress 5.4 and later).
	 * @return void
	 */
	public function keep_code( $username, $error = null ): void {
		if ( $this->listening && $error instanceof \WP_Error ) {
			$this->code = (string) $error->get_error_code();
		}
	}

	/**
	 * Step 4: the provider's outcome. A failure with one of WordPress's codes is recorded for the field.
	 *
	 * @param mixed $user_data What the provider answered (WP_User on success; false or a WP_Error on failure).
	 * @param mixed $slug      The provider's slug.
	 * @param mixed $input     The mutation's input.
	 * @return void
	 */
	public function record( $user_data, $slug, $input ): void {
		if ( ! $this->listening || self::PASSWORD_PROVIDER !== $slug ) {
			return;
		}
		$this->listening = false;
		if ( $user_data instanceof \WP_User ) {
			return;
		}
		// Headless Login answers an empty username or password itself (a WP_Error), before asking WordPress.
		$code = $user_data instanceof \WP_Error ? self::empty_field_code( $input ) : $this->code;
		if ( null !== $this->field && in_array( $code, self::CODES, true ) && self::enabled() ) {
			$this->failures[] = $this->field + array( 'code' => $code );
		}
	}

	/**
	 * Step 5 (filter graphql_request_results): the failed login fields' errors get their code.
	 *
	 * @param mixed $response graphql-php's ExecutionResult (HTTP requests) or its array form (internal requests).
	 * @return mixed
	 */
	public function add_codes( $response ) {
		if ( array() === $this->failures ) {
			return $response;
		}
		if ( $response instanceof \GraphQL\Executor\ExecutionResult ) {
			foreach ( $response->errors as $i => $error ) {
				$code = $error instanceof \GraphQL\Error\Error && $error->isClientSafe() ? $this->take_code( $error->getNodes()[0] ?? null, $error->getPath() ) : null;
				if ( null !== $code ) {
					$response->errors[ $i ] = self::with_code( $error, $code );
				}
			}
		} elseif ( is_array( $response ) && isset( $response['errors'] ) && is_array( $response['errors'] ) ) {
			foreach ( $response['errors'] as $i => $error ) {
				$code = is_array( $error ) && isset( $error['path'] ) && is_array( $error['path'] ) ? $this->take_code( null, $error['path'] ) : null;
				if ( null !== $code && ! isset( $error['extensions']['code'] ) ) {
					$response['errors'][ $i ]['extensions'] = array_merge( (array) ( $error['extensions'] ?? array() ), array( 'code' => $code ) );
				}
			}
		}
		return $response;
	}

	/**
	 * Step 6: the request is over.
	 *
	 * @return void
	 */
	public function forget(): void {
		$this->field     = null;
		$this->listening = false;
		$this->code      = '';
		$this->failures  = array();
	}

	/**
	 * The code recorded for an error's field, found by its AST node (the same object graphql-php gave the resolver;
	 * exact even when a batch has two `login` fields at one path), else by its path (an array response has no
	 * nodes); removed once used.
	 *
	 * @param object|null $node The error's first node.
	 * @param array|null  $path The error's path.
	 * @return string|null
	 */
	private function take_code( $node, ?array $path ): ?string {
		foreach ( $this->failures as $i => $failure ) {
			$same = null !== $node && null !== $failure['node'] ? $node === $failure['node'] : null !== $path && $path === $failure['path'];
			if ( $same ) {
				unset( $this->failures[ $i ] );
				return $failure['code'];
			}
		}
		return null;
	}

	/**
	 * The same GraphQL error with `code` among its extensions (graphql-php's errors cannot be changed in place).
	 *
	 * @param \GraphQL\Error\Error $error The error.
	 * @param string               $code  WordPress's error code.
	 * @return \GraphQL\Error\Error
	 */
	private static function with_code( \GraphQL\Error\Error $error, string $code ): \GraphQL\Error\Error {
		$extensions = (array) ( $error->getExtensions() ?? array() );
		if ( isset( $extensions['code'] ) ) {
			return $error;
		}
		return new \GraphQL\Error\Error(
			$error->getMessage(),
			$error->getNodes(),
			$error->getSource(),
			$error->getPositions(),
			$error->getPath(),
			$error->getPrevious(),
			array_merge( $extensions, array( 'code' => $code ) ),
			method_exists( $error, 'getUnaliasedPath' ) ? $error->getUnaliasedPath() : null
		);
	}

	/**
	 * The code WordPress gives an empty field (the username first, as wp_authenticate_username_password() does).
	 *
	 * @param mixed $input The login mutation's input.
	 * @return string '' when neither is empty.
	 */
	private static function empty_field_code( $input ): string {
		$credentials = is_array( $input ) && isset( $input['credentials'] ) && is_array( $input['credentials'] ) ? $input['credentials'] : array();
		$username    = is_string( $credentials['username'] ?? null ) ? sanitize_text_field( $credentials['username'] ) : '';
		$password    = is_string( $credentials['password'] ?? null ) ? trim( $credentials['password'] ) : '';
		if ( '' === $username ) {
			return 'empty_username';
		}
		return '' === $password ? 'empty_password' : '';
	}
}
