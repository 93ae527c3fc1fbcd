<?php
/**
 * Wires the plugin's parts to WordPress.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Composition root.
 */
final class Plugin {

	/**
	 * Builds the parts and registers their hooks (on plugins_loaded, once WooCommerce is loaded).
	 *
	 * @return void
	 */
	public static function boot(): void {
		// Needs only WPGraphQL and Headless Login (its hooks never fire without them), not WooCommerce.
		( new Login_Failure_Reasons() )->register();

		if ( ! class_exists( 'WooCommerce' ) ) {
			add_action( 'admin_notices', array( self::class, 'missing_woocommerce_notice' ) );
			return;
		}
		// Extends WC_Payment_Gateway, so it can only be loaded once WooCommerce is.
		require_once __DIR__ . '/class-verified-gateway.php';

		$settings = new Paystack_Settings();
		$client   = new Paystack_Client( $settings );
		$claims   = new Reference_Claims();

		( new Is_Paid_Guard() )->register();
		( new Checkout_Payment( $client, $settings, $claims, new Order_References() ) )->register();
		( new Webhook_Endpoint( new Webhook_Handler( $settings, $client, $claims ) ) )->register();
		( new Shipping_Choice() )->register();
		( new Product_Pages_Field() )->register();

		$notification_settings = new Storefront_Notification_Settings();
		$notification_settings->register();
		$notifier = new Storefront_Notifier( $notification_settings );
		$notifier->register();
		( new Catalogue_Changes( $notifier, $notification_settings ) )->register();
	}

	/**
	 * Admin notice: WooCommerce is required.
	 *
	 * @return void
	 */
	public static function missing_woocommerce_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'Forge Headless Payments needs WooCommerce, WPGraphQL, WooGraphQL and woo-paystack to be active.', 'forge-headless-payments' )
		);
	}
}
