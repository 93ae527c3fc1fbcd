<?php
/**
 * Hand-written doubles for WooCommerce: WC() with a cart, orders, a woo-paystack gateway, and WooGraphQL's checkout
 * mutation reduced to the hooks it fires, in its order (WooGraphQL 1.0.x, Checkout::mutate_and_get_payload() and
 * Checkout_Mutation::process_checkout()).
 *
 * @package Forge_Headless_Payments\Tests
 */

// phpcs:disable

/** WooCommerce is active. */
class WooCommerce {}

class Fake_Cart {
	public array $items = array( 'workstation' );
	public function __construct( public string $total = '150000.00' ) {}
	public function is_empty() { return empty( $this->items ); }
	public function needs_payment() { return (float) $this->total > 0; }
	public function get_total( $context = 'view' ) { return $this->total; }
	public function empty_cart() { $this->items = array(); }
}

class Fake_WC {
	public ?Fake_Cart $cart;
	public $product_factory;
	public function __construct() {
		$this->cart            = new Fake_Cart();
		$this->product_factory = new WC_Product_Factory();
	}
}

/** WooCommerce's product factory: a new object for every read, each read counted by id. */
class WC_Product_Factory {
	public array $reads = array();
	public function get_product( $product_id = false, $deprecated = array() ) {
		$id = $product_id instanceof WP_Post ? $product_id->ID : (int) $product_id;
		$this->reads[ $id ] = ( $this->reads[ $id ] ?? 0 ) + 1;
		return $id > 0 ? (object) array( 'id' => $id ) : false;
	}
}

class WP_Post {
	public int $ID;
	public function __construct( int $id ) { $this->ID = $id; }
}

function wc_get_product( $the_product = false, $deprecated = array() ) {
	return WC()->product_factory->get_product( $the_product, $deprecated );
}

function WC() { return Test_World::$wc; }

function get_woocommerce_currency() { return Test_World::$currency; }

/** WooCommerce's currency names (wc-core-functions.php), the few the tests use. */
function get_woocommerce_currencies() {
	return array(
		'GHS' => 'Ghana cedi',
		'KES' => 'Kenyan shilling',
		'NGN' => 'Nigerian naira',
		'USD' => 'United States (US) dollar',
		'ZAR' => 'South African rand',
	);
}

class Fake_Order {
	public string $status = 'pending';
	public string $transaction_id = '';
	public string $payment_method_title = '';
	public array $meta = array();
	public array $notes = array();
	public int $payment_complete_calls = 0;
	public int $saves = 0;
	public function __construct( public int $id, public string $total, public string $currency, public string $payment_method ) {}
	public function get_id() { return $this->id; }
	public function get_total() { return $this->total; }
	public function get_currency() { return $this->currency; }
	public function get_payment_method() { return $this->payment_method; }
	public function get_status() { return $this->status; }
	public function get_transaction_id() { return $this->transaction_id; }
	public function get_meta( $key ) { return $this->meta[ $key ] ?? ''; }
	public function update_meta_data( $key, $value ) { $this->meta[ $key ] = $value; }
	public function save() { ++$this->saves; return $this->id; }
	public function set_payment_method_title( $title ) { $this->payment_method_title = $title; }
	public function add_order_note( $note ) { $this->notes[] = $note; return count( $this->notes ); }
	public function is_paid() { return in_array( $this->status, array( 'processing', 'completed' ), true ); }
	public function needs_payment() { return in_array( $this->status, array( 'pending', 'failed' ), true ) && (float) $this->total > 0; }
	public function update_status( $status, $note = '' ) { $this->status = $status; if ( $note ) { $this->notes[] = $note; } }
	public function get_checkout_order_received_url() { return 'https://shop.test/checkout/order-received/' . $this->id . '/'; }
	public function get_checkout_payment_url() { return 'https://shop.test/checkout/order-pay/' . $this->id . '/'; }
	/** As WC_Order::payment_complete(): only from an unpaid status; sets the transaction id; processing. */
	public function payment_complete( $transaction_id = '' ) {
		++$this->payment_complete_calls;
		if ( in_array( $this->status, array( 'on-hold', 'pending', 'failed', 'cancelled' ), true ) ) {
			if ( '' !== $transaction_id ) {
				$this->transaction_id = $transaction_id;
			}
			$this->status = 'processing';
		}
		return true;
	}
}

function wc_get_order( $order_id ) { return Test_World::$orders[ (int) $order_id ] ?? false; }

/** WooCommerce's gateway base class (the part the plugin relies on). */
abstract class WC_Payment_Gateway {
	public $id;
	public $title;
	public $method_title = '';
	public $enabled = 'no';
	public $supports = array( 'products' );
	public function process_payment( $order_id ) { return array(); }
	public function get_title() { return $this->title; }
}

/** woo-paystack's gateway as WooGraphQL sees it: popup mode answers its order-pay page. */
class Fake_Paystack_Gateway extends WC_Payment_Gateway {
	public $id = 'paystack';
	public $title = 'Debit/Credit Cards';
	public array $processed = array();
	public function process_payment( $order_id ) {
		$this->processed[] = $order_id;
		return array( 'result' => 'success', 'redirect' => 'https://shop.test/checkout/order-pay/' . $order_id . '/' );
	}
	public function start_refund_for_test() { return 'woo-paystack only'; }
}

/**
 * WooGraphQL 1.0.x's checkout mutation, reduced to what matters here: the hooks in their order, the order created
 * from the cart, the client's metaData, the gateway or the isPaid branch, the cart emptied on success, and every
 * error (Throwable) turned into a UserError.
 */
function fake_graphql_checkout( array $input ): array {
	$wc    = WC();
	$order = null;
	try {
		$data = array( 'payment_method' => $input['paymentMethod'] ?? '' );
		do_action( 'graphql_woocommerce_before_checkout', $data, $input, null, null );

		do_action( 'woocommerce_before_checkout_process' );
		if ( $wc->cart->is_empty() ) {
			throw new \GraphQL\Error\UserError( 'Sorry, no session found.' );
		}
		do_action( 'woocommerce_checkout_process', $data, null, null );
		do_action( 'woocommerce_after_checkout_validation', $data, new WP_Error() );

		// WC_Checkout::create_order(): an exception in woocommerce_checkout_create_order leaves no order (WP_Error).
		$id        = Test_World::$next_order_id++;
		$new_order = new Fake_Order( $id, $wc->cart->get_total( 'edit' ), Test_World::$currency, $data['payment_method'] );
		try {
			if ( Test_World::$fail_create_order ) {
				throw new \Exception( 'Database unavailable.' );
			}
			do_action( 'woocommerce_checkout_create_order', $new_order, $data );
		} catch ( \Exception $e ) {
			throw new \GraphQL\Error\UserError( $e->getMessage() );
		}
		Test_World::$orders[ $id ] = $new_order;
		$order_id                  = $id;

		foreach ( $input['metaData'] ?? array() as $meta ) {
			$new_order->update_meta_data( $meta['key'], $meta['value'] );
		}
		do_action( 'woocommerce_checkout_order_processed', $order_id, $data, $new_order );

		if ( $wc->cart->needs_payment() && empty( $input['isPaid'] ) ) {
			// WC_Payment_Gateways::get_available_payment_gateways(): the filter, then only WC_Payment_Gateway instances.
			$gateways = array_filter(
				(array) apply_filters( 'woocommerce_available_payment_gateways', array( Test_World::$gateway->id => Test_World::$gateway ) ),
				static fn( $gateway ) => $gateway instanceof WC_Payment_Gateway
			);
			if ( ! isset( $gateways[ $data['payment_method'] ] ) ) {
				throw new \GraphQL\Error\UserError( 'Cannot process invalid payment method.' );
			}
			$results  = $gateways[ $data['payment_method'] ]->process_payment( $order_id );
		} else {
			$transaction_id = $input['transactionId'] ?? '';
			$valid          = apply_filters( 'graphql_checkout_prepaid_order_validation', true, $new_order, $transaction_id, $data, $input, null, null );
			if ( $valid ) {
				$new_order->payment_complete( $transaction_id );
				$results = array( 'result' => 'success', 'redirect' => $new_order->get_checkout_order_received_url() );
			} else {
				$results = array( 'result' => 'failed', 'redirect' => $new_order->get_checkout_payment_url() );
			}
		}
		if ( 'success' === $results['result'] ) {
			$wc->cart->empty_cart();
		}
		$order = wc_get_order( $order_id );
		return array_merge( array( 'id' => $order_id ), $results );
	} catch ( \Throwable $e ) {
		throw new \GraphQL\Error\UserError( $e->getMessage() );
	}
}
