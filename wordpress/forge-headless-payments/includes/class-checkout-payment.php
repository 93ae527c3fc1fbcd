<?php
/**
 * A Paystack-paid headless checkout: verify the reference before the order is written, then record it.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * For `checkout(input: {paymentMethod: "paystack", transactionId: <reference>})` through WooGraphQL.
 *
 * Order of events in WooGraphQL 1.0.x's checkout mutation and what this class does at each:
 *  1. graphql_woocommerce_before_checkout        begin(): remembers the reference (refuses a malformed one).
 *  2. (WooGraphQL updates the session and recalculates the cart's totals with the address and shipping.)
 *  3. woocommerce_after_checkout_validation      verify(): asks Paystack, server to server; requires success (or a
 *                                                transfer still on its way), the exact cart total in kobo and the
 *                                                shop's currency; claims the reference atomically. Any refusal is a
 *                                                GraphQL error thrown here: no customer, no order, the cart kept.
 *  4. woocommerce_checkout_create_order          ensure_verified(): second belt, should step 3 not have run.
 *  5. woocommerce_checkout_order_processed       record(): stores `_paystack_txn_ref` on the order (the way
 *                                                woo-paystack stores its own) and ties the claim to the order.
 *  6. woocommerce_available_payment_gateways     use_verified_gateway(): WooGraphQL's call to the gateway's
 *                                                process_payment() is answered by process_verified_payment():
 *                                                payment_complete( $reference ) (processing), or for a pending
 *                                                transfer the order stays pending until the signed webhook.
 *  7. shutdown                                   release_unfinished(): a claim whose checkout failed before its
 *                                                order existed is released, so the shopper can try again.
 * A GraphQL checkout with Paystack and no transactionId is refused in step 3 unless the order is free, or the shop
 * keeps woo-paystack's pay-after-ordering flow (allows_checkout_before_payment()). Other payment methods and
 * WooCommerce's own checkout page are not touched.
 */
class Checkout_Payment {

	/**
	 * woo-paystack's gateway id.
	 */
	const GATEWAY_ID = 'paystack';

	/**
	 * The order meta woo-paystack keeps its reference in.
	 */
	const REFERENCE_META = '_paystack_txn_ref';

	/**
	 * Order meta marking an order whose reference this plugin claimed.
	 */
	const CLAIMED_META = '_forge_hp_claimed_reference';

	/**
	 * The reference of the checkout in progress ('' when none).
	 *
	 * @var string
	 */
	private string $reference = '';

	/**
	 * Payment_Rules::PAID or ::AWAITING once verified, '' before.
	 *
	 * @var string
	 */
	private string $decision = '';

	/**
	 * The verified amount, in the subunit.
	 *
	 * @var int
	 */
	private int $amount = 0;

	/**
	 * The claim's token ('' before the claim).
	 *
	 * @var string
	 */
	private string $token = '';

	/**
	 * The order the reference was recorded on (0 before).
	 *
	 * @var int
	 */
	private int $order_id = 0;

	/**
	 * Whether a shop manager sent isPaid (WooGraphQL then marks the order paid itself, without the gateway).
	 *
	 * @var bool
	 */
	private bool $is_paid = false;

	/**
	 * Whether WooGraphQL's next process_payment() for this order is answered here.
	 *
	 * @var bool
	 */
	private bool $armed = false;

	/**
	 * Whether the checkout in progress chose Paystack and carries no reference at all (refused unless free).
	 *
	 * @var bool
	 */
	private bool $unpaid = false;

	/**
	 * Constructor.
	 *
	 * @param Paystack_Client   $client     Paystack's API.
	 * @param Paystack_Settings $settings   woo-paystack's settings.
	 * @param Reference_Claims  $claims     One order per reference.
	 * @param Order_References  $references References already on an order.
	 */
	public function __construct(
		private Paystack_Client $client,
		private Paystack_Settings $settings,
		private Reference_Claims $claims,
		private Order_References $references
	) {}

	/**
	 * Hooks.
	 *
	 * @return void
	 */
	public function register(): void {
		add_action( 'graphql_woocommerce_before_checkout', array( $this, 'begin' ), 5, 2 );
		add_action( 'woocommerce_after_checkout_validation', array( $this, 'verify' ), 100, 0 );
		add_action( 'woocommerce_checkout_create_order', array( $this, 'ensure_verified' ), 1, 0 );
		add_action( 'woocommerce_checkout_order_processed', array( $this, 'record' ), PHP_INT_MAX, 1 );
		add_filter( 'woocommerce_available_payment_gateways', array( $this, 'use_verified_gateway' ), PHP_INT_MAX );
		add_filter( 'woocommerce_cancel_unpaid_order', array( $this, 'keep_awaiting_transfer' ), 10, 2 );
		add_action( 'shutdown', array( $this, 'release_unfinished' ) );
	}

	/**
	 * Step 1: a GraphQL checkout starts.
	 *
	 * @param array $args  Checkout data.
	 * @param array $input The mutation's raw input.
	 * @return void
	 * @throws \GraphQL\Error\UserError When the transactionId is not a Paystack reference.
	 */
	public function begin( $args, $input ): void {
		$this->release_unfinished();
		$this->reset();
		if ( ! is_array( $input ) || self::GATEWAY_ID !== ( $input['paymentMethod'] ?? '' ) ) {
			return;
		}
		$reference = is_string( $input['transactionId'] ?? null ) ? trim( sanitize_text_field( $input['transactionId'] ) ) : '';
		if ( '' === $reference ) {
			// woo-paystack's own flow (its process_payment() answers with its payment page) places an order awaiting
			// payment that holds its stock until swept: from any anonymous client, in bulk. A headless storefront pays
			// first, so it is refused (in verify(), once the cart's total is known) unless the shop keeps that flow.
			$this->unpaid = ! self::allows_checkout_before_payment();
			return;
		}
		if ( ! Paystack_Client::is_valid_reference( $reference ) ) {
			throw Checkout_Refusal::error( Checkout_Refusal::INVALID_REFERENCE );
		}
		$this->reference = $reference;
		$this->is_paid   = ! empty( $input['isPaid'] ); // Only a manager's gets this far (Is_Paid_Guard).
	}

	/**
	 * Step 3: verify with Paystack and claim, before any customer or order is written.
	 *
	 * @return void
	 * @throws \GraphQL\Error\UserError When Paystack does not confirm exactly this payment, or it was used.
	 */
	public function verify(): void {
		if ( $this->unpaid ) {
			$this->unpaid = false;
			if ( WC()->cart && WC()->cart->needs_payment() ) {
				throw Checkout_Refusal::error( Checkout_Refusal::MISSING );
			}
			return;
		}
		if ( '' === $this->reference || '' !== $this->decision ) {
			return;
		}
		$cart = WC()->cart;
		if ( ! $cart || ! $cart->needs_payment() ) {
			$this->reset(); // Nothing to pay (a free order): the reference is not used.
			return;
		}

		$due          = Money::to_subunit( $cart->get_total( 'edit' ) );
		$currency     = strtoupper( (string) get_woocommerce_currency() );
		$verification = $this->client->verify( $this->reference );
		$decision     = Payment_Rules::decide( $verification, $this->reference, $due, $currency, $this->settings->mode() );

		if ( Payment_Rules::PAID !== $decision && Payment_Rules::AWAITING !== $decision ) {
			$this->reset();
			throw Checkout_Refusal::error(
				$decision,
				array(
					'status'   => $verification->status,
					'expected' => $currency,
				)
			);
		}
		// Refused when an order already carries it (e.g. one woo-paystack's own pages paid), or another claimed it.
		$token = $this->references->on_an_order( $this->reference ) ? null : $this->claims->claim( $this->reference );
		if ( null === $token ) {
			$this->reset();
			throw Checkout_Refusal::error( Checkout_Refusal::REUSED );
		}

		$this->token    = $token;
		$this->decision = $decision;
		$this->amount   = $verification->amount;
	}

	/**
	 * Step 4 (second belt): the order is about to be saved; it must not be without a verified payment.
	 *
	 * @return void
	 * @throws \GraphQL\Error\UserError See verify().
	 */
	public function ensure_verified(): void {
		$this->verify();
	}

	/**
	 * Step 5: the order exists; store the reference on it and tie the claim to it.
	 *
	 * @param int $order_id The order.
	 * @return void
	 */
	public function record( $order_id ): void {
		if ( '' === $this->decision || '' === $this->token ) {
			return;
		}
		$order = wc_get_order( $order_id );
		if ( ! $order ) {
			return;
		}
		$this->order_id = (int) $order->get_id();
		$this->claims->attach( $this->reference, $this->token, $this->order_id );
		// Whatever the client sent as metaData, the order carries the reference Paystack confirmed.
		$order->update_meta_data( self::REFERENCE_META, $this->reference );
		$order->update_meta_data( self::CLAIMED_META, $this->reference );
		$order->save();

		$total = Money::to_subunit( $order->get_total() );
		if ( $total !== $this->amount ) {
			// The cart changed between the check and the order: do not mark it paid; woo-paystack takes over.
			$order->add_order_note(
				sprintf(
					/* translators: 1: reference, 2: amount paid, 3: order total */
					__( 'Paystack reference %1$s paid %2$s but the order total is %3$s: not marked paid.', 'forge-headless-payments' ),
					$this->reference,
					Money::format( $this->amount, $order->get_currency() ),
					Money::format( $total, $order->get_currency() )
				)
			);
			return;
		}
		// With a manager's isPaid, WooGraphQL calls payment_complete( transactionId ) itself, not the gateway.
		$this->armed = ! $this->is_paid;
	}

	/**
	 * Step 6: while armed, the paystack gateway WooGraphQL calls is the stand-in.
	 *
	 * @param mixed $gateways Available gateways by id.
	 * @return mixed
	 */
	public function use_verified_gateway( $gateways ) {
		if ( $this->armed && is_array( $gateways ) && isset( $gateways[ self::GATEWAY_ID ] )
			&& ! $gateways[ self::GATEWAY_ID ] instanceof Verified_Gateway ) {
			$gateways[ self::GATEWAY_ID ] = new Verified_Gateway( $gateways[ self::GATEWAY_ID ], $this );
		}
		return $gateways;
	}

	/**
	 * Step 6: instead of woo-paystack's process_payment(), for the order whose payment was verified.
	 *
	 * @param int    $order_id The order WooGraphQL is paying.
	 * @param object $gateway  woo-paystack, for any other order.
	 * @return array{result: string, redirect: string}
	 */
	public function process_verified_payment( int $order_id, object $gateway ) {
		if ( ! $this->armed || $order_id !== $this->order_id ) {
			return $gateway->process_payment( $order_id );
		}
		$this->armed = false;
		$order       = wc_get_order( $order_id );
		if ( Payment_Rules::PAID === $this->decision ) {
			$order->add_order_note(
				sprintf(
					/* translators: 1: reference, 2: amount */
					__( 'Paystack payment %1$s (%2$s) verified with Paystack before the order was placed.', 'forge-headless-payments' ),
					$this->reference,
					Money::format( $this->amount, $order->get_currency() )
				)
			);
			$order->payment_complete( $this->reference );
		} else {
			$order->add_order_note(
				sprintf(
					/* translators: %s: reference */
					__( 'Paystack reports payment %s as still on its way (bank transfer): the order awaits payment; Paystack\'s signed webhook completes it.', 'forge-headless-payments' ),
					$this->reference
				)
			);
			// Paid by transfer in Paystack's popup: the order says so, not the card gateway's title.
			$order->set_payment_method_title( __( 'Bank transfer', 'forge-headless-payments' ) );
			$order->save();
		}
		return array(
			'result'   => 'success',
			'redirect' => $order->get_checkout_order_received_url(),
		);
	}

	/**
	 * WooCommerce cancels unpaid checkout orders after the stock hold time; a claimed bank transfer waits for the
	 * webhook instead (filter woocommerce_cancel_unpaid_order).
	 *
	 * @param bool  $cancel Whether to cancel.
	 * @param mixed $order  The order.
	 * @return bool
	 */
	public function keep_awaiting_transfer( $cancel, $order ): bool {
		if ( is_object( $order ) && self::GATEWAY_ID === $order->get_payment_method() && '' !== (string) $order->get_meta( self::CLAIMED_META ) ) {
			return false;
		}
		return (bool) $cancel;
	}

	/**
	 * Step 7: a claim without an order (the checkout failed after the claim) is released.
	 *
	 * @return void
	 */
	public function release_unfinished(): void {
		if ( '' !== $this->token && 0 === $this->order_id ) {
			$this->claims->release( $this->reference, $this->token );
			$this->token = '';
		}
	}

	/**
	 * Whether a GraphQL checkout may choose Paystack without a reference (woo-paystack's pay-after-ordering flow):
	 * off unless the constant FORGE_HEADLESS_CHECKOUT_BEFORE_PAYMENT or the filter of the same name says so.
	 *
	 * @return bool
	 */
	private static function allows_checkout_before_payment(): bool {
		$allowed = defined( 'FORGE_HEADLESS_CHECKOUT_BEFORE_PAYMENT' ) && FORGE_HEADLESS_CHECKOUT_BEFORE_PAYMENT;
		return (bool) apply_filters( 'forge_headless_checkout_before_payment', $allowed );
	}

	/**
	 * Forgets the checkout in progress.
	 *
	 * @return void
	 */
	private function reset(): void {
		$this->unpaid    = false;
		$this->reference = '';
		$this->decision  = '';
		$this->amount    = 0;
		$this->token     = '';
		$this->order_id  = 0;
		$this->is_paid   = false;
		$this->armed     = false;
	}
}
