<?php
/**
 * Hand-written doubles for graphql-php (15.x, as bundled with WPGraphQL 2.x) and for WPGraphQL's request cycle,
 * reduced to what the plugin relies on:
 *
 * - a resolver's exception becomes a located GraphQL\Error\Error (its nodes are the field's AST nodes, the same
 *   objects the resolver's ResolveInfo carries; its path the response keys, so an alias shows), and a client-safe
 *   one is sent with its message, locations, path and extensions (FormattedError::createFromException());
 * - WPGraphQL's mutation resolver applies `graphql_mutation_input` with the mutation's registered name;
 * - WPGraphQL's Request: an HTTP request's response reaches `graphql_request_results` as an ExecutionResult (made an
 *   array only when sent), an internal graphql() call's as an array; a batch runs every operation, then filters each
 *   result; `graphql_after_execute` fires once at the end.
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

namespace GraphQL\Error {

	interface ClientAware {
		public function isClientSafe(): bool;
	}

	interface ProvidesExtensions {
		public function getExtensions(): ?array;
	}

	/** A client-safe error: its message is shown to the client. */
	class UserError extends \RuntimeException implements ClientAware {
		public function isClientSafe(): bool { return true; }
	}

	/** graphql-php's located error (same constructor as 15.x). */
	class Error extends \Exception implements ClientAware, ProvidesExtensions {
		public ?array $nodes;
		public ?array $path;
		public ?array $unaliased_path;
		private ?array $extensions;
		private bool $client_safe;
		public function __construct( string $message = '', $nodes = null, $source = null, ?array $positions = null, ?array $path = null, ?\Throwable $previous = null, ?array $extensions = null, ?array $unaliased_path = null ) {
			parent::__construct( $message, 0, $previous );
			$this->nodes          = $nodes instanceof \Traversable ? iterator_to_array( $nodes ) : ( is_array( $nodes ) ? $nodes : ( null === $nodes ? null : array( $nodes ) ) );
			$this->path           = $path;
			$this->unaliased_path = $unaliased_path;
			$this->extensions     = is_array( $extensions ) && array() !== $extensions ? $extensions : ( $previous instanceof ProvidesExtensions ? $previous->getExtensions() : null );
			$this->client_safe    = $previous instanceof ClientAware ? $previous->isClientSafe() : null === $previous;
		}
		public function isClientSafe(): bool { return $this->client_safe; }
		public function getNodes() { return $this->nodes; }
		public function getSource() { return null; }
		public function getPositions(): array { return array(); }
		public function getPath() { return $this->path; }
		public function getUnaliasedPath() { return $this->unaliased_path; }
		public function getExtensions(): ?array { return $this->extensions; }
		public function getLocations(): array {
			return array_map( static fn( $node ) => array( 'line' => $node->line, 'column' => $node->column ), $this->nodes ?? array() );
		}
	}
}

namespace GraphQL\Language\AST {
	/** A field in the query document. */
	class FieldNode {
		public function __construct( public string $name, public ?string $alias = null, public int $line = 2, public int $column = 3 ) {}
		public function response_key(): string { return $this->alias ?? $this->name; }
	}
}

namespace GraphQL\Type\Definition {
	/** What a resolver is told about its field. */
	class ResolveInfo {
		public string $fieldName;
		public \ArrayObject $fieldNodes;
		public array $path;
		public function __construct( \GraphQL\Language\AST\FieldNode $node ) {
			$this->fieldName  = $node->name;
			$this->fieldNodes = new \ArrayObject( array( $node ) );
			$this->path       = array( $node->response_key() );
		}
	}
}

namespace GraphQL\Executor {
	class ExecutionResult {
		public array $extensions = array();
		public function __construct( public ?array $data = null, public array $errors = array() ) {}
		/** As toArray( DebugFlag::NONE ) with FormattedError::createFromException(). */
		public function toArray(): array {
			$result = array();
			if ( array() !== $this->errors ) {
				$result['errors'] = array_map(
					static function ( \GraphQL\Error\Error $error ): array {
						$formatted = array( 'message' => $error->isClientSafe() ? $error->getMessage() : 'Internal server error' );
						if ( array() !== $error->getLocations() ) {
							$formatted['locations'] = $error->getLocations();
						}
						if ( ! empty( $error->getPath() ) ) {
							$formatted['path'] = $error->getPath();
						}
						if ( ! empty( $error->getExtensions() ) ) {
							$formatted['extensions'] = $error->getExtensions();
						}
						return $formatted;
					},
					$this->errors
				);
			}
			if ( null !== $this->data ) {
				$result['data'] = $this->data;
			}
			if ( array() !== $this->extensions ) {
				$result['extensions'] = $this->extensions;
			}
			return $result;
		}
	}
}

namespace {

	use GraphQL\Error\Error;
	use GraphQL\Executor\ExecutionResult;
	use GraphQL\Language\AST\FieldNode;
	use GraphQL\Type\Definition\ResolveInfo;

	/** The mutations the doubles know: field name => array( registered mutation name, mutateAndGetPayload ). */
	function fake_graphql_mutations(): array {
		return array(
			'login'    => array( 'Login', 'fake_headless_login' ),
			'checkout' => array( 'checkout', 'fake_graphql_checkout' ),
		);
	}

	/**
	 * Executes one mutation operation: each field is array( name, input[, alias] ), resolved in order (WPGraphQL's
	 * mutation resolver: graphql_mutation_input, mutateAndGetPayload, graphql_mutation_response).
	 */
	function fake_graphql_execute_operation( array $fields ): ExecutionResult {
		$data   = array();
		$errors = array();
		foreach ( $fields as $i => $field ) {
			list( $name, $input ) = $field;
			$node                 = new FieldNode( $name, $field[2] ?? null, 2 + $i, 3 );
			$info                 = new ResolveInfo( $node );
			list( $mutation_name, $mutate ) = fake_graphql_mutations()[ $name ];
			try {
				$input = apply_filters( 'graphql_mutation_input', $input, null, $info, $mutation_name );
				$payload = $mutate( $input );
				do_action( 'graphql_mutation_response', $payload, $input, $input, null, $info, $mutation_name );
				$data[ $node->response_key() ] = $payload;
			} catch ( \Throwable $e ) {
				$errors[]                      = new Error( $e->getMessage(), $info->fieldNodes, null, array(), $info->path, $e, null, array( $name ) );
				$data[ $node->response_key() ] = null;
			}
		}
		return new ExecutionResult( $data, $errors );
	}

	/** WPGraphQL's HTTP request (Request::execute_http()) for one operation; returns the JSON the client receives. */
	function fake_graphql_http( array $fields ): array {
		return fake_graphql_http_batch( array( $fields ) )[0];
	}

	/** A batch of operations over HTTP: all run, then each result is filtered; returns the JSON of each. */
	function fake_graphql_http_batch( array $operations ): array {
		$results  = array_map( 'fake_graphql_execute_operation', $operations );
		$filtered = array_map( static fn( $result ) => apply_filters( 'graphql_request_results', $result, null, null, null, null, null, null ), $results );
		do_action( 'graphql_after_execute', $filtered, null );
		return array_map( static fn( $result ) => json_decode( json_encode( $result instanceof ExecutionResult ? $result->toArray() : $result ), true ), $filtered );
	}

	/** An internal graphql() call (Request::execute()): the result is an array before the filter. */
	function fake_graphql_internal( array $fields ): array {
		$response = apply_filters( 'graphql_request_results', fake_graphql_execute_operation( $fields )->toArray(), null, null, null, null, null, null );
		do_action( 'graphql_after_execute', $response, null );
		return $response;
	}
}
