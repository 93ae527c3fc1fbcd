<?php
/**
 * Plugin Name:       Forge Headless Payments
 * Description:       Makes a headless storefront's checkout through WooGraphQL safe: only shop managers may send isPaid, and a Paystack reference is verified with Paystack (exact amount, currency, once) before the order is written; Paystack's signed webhook completes bank transfers. A failed Headless Login password login tells why (WordPress's error code), unless turned off. A bulk read of product pages (forgeProductPages) makes the storefront's catalogue build fast, and a signed notification tells the storefront's rebuild service which products changed.
 * Version:           1.6.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Forge storefront maintainers
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       forge-headless-payments
 * WC requires at least: 8.0
 *
 * @package Forge_Headless_Payments
 */

defined( 'ABSPATH' ) || exit;

define( 'FORGE_HEADLESS_PAYMENTS_VERSION', '1.6.0' );
define( 'FORGE_HEADLESS_PAYMENTS_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-money.php';
require_once __DIR__ . '/includes/class-paystack-settings.php';
require_once __DIR__ . '/includes/class-verification.php';
require_once __DIR__ . '/includes/class-paystack-client.php';
require_once __DIR__ . '/includes/class-reference-claims.php';
require_once __DIR__ . '/includes/class-order-references.php';
require_once __DIR__ . '/includes/class-checkout-refusal.php';
require_once __DIR__ . '/includes/class-payment-rules.php';
require_once __DIR__ . '/includes/class-is-paid-guard.php';
require_once __DIR__ . '/includes/class-checkout-payment.php';
require_once __DIR__ . '/includes/class-webhook-handler.php';
require_once __DIR__ . '/includes/class-webhook-endpoint.php';
require_once __DIR__ . '/includes/class-shipping-choice.php';
require_once __DIR__ . '/includes/class-login-failure-reasons.php';
require_once __DIR__ . '/includes/class-revision-meta-pause.php';
require_once __DIR__ . '/includes/class-product-pages.php';
require_once __DIR__ . '/includes/class-product-pages-field.php';
require_once __DIR__ . '/includes/class-storefront-notification-settings.php';
require_once __DIR__ . '/includes/class-storefront-notifier.php';
require_once __DIR__ . '/includes/class-catalogue-changes.php';
require_once __DIR__ . '/includes/class-plugin.php';

add_action( 'plugins_loaded', array( \Forge_Headless_Payments\Plugin::class, 'boot' ), 20 );

// HPOS: orders are read and written through WooCommerce's CRUD API; the one direct lookup (Order_References) asks the
// tables of whichever storage is in use, HPOS or legacy.
add_action(
	'before_woocommerce_init',
	static function () {
		if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', FORGE_HEADLESS_PAYMENTS_FILE, true );
		}
	}
);
