<?php
/**
 * Where the storefront's rebuild service listens, and the secret notifications are signed with.
 *
 * @package Forge_Headless_Payments
 */

namespace Forge_Headless_Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Read from wp-config.php (FORGE_STOREFRONT_NOTIFY_URL, FORGE_STOREFRONT_NOTIFY_SECRET), which wins, or from the
 * shop's settings: WooCommerce → Settings → Advanced → Storefront. Nothing is sent until both are set.
 */
class Storefront_Notification_Settings {

	const URL_OPTION    = 'forge_storefront_notify_url';
	const SECRET_OPTION = 'forge_storefront_notify_secret';
	/** A shorter secret is refused: it is the only thing that tells the service a notification is the shop's. */
	const MIN_SECRET_LENGTH = 32;

	/**
	 * The service's URL, or '' when none (or not http/https) is set.
	 *
	 * @return string
	 */
	public function url(): string {
		$url = defined( 'FORGE_STOREFRONT_NOTIFY_URL' ) ? (string) FORGE_STOREFRONT_NOTIFY_URL : (string) get_option( self::URL_OPTION, '' );
		$url = trim( $url );
		return preg_match( '#^https?://[^\s]+$#i', $url ) ? $url : '';
	}

	/**
	 * The shared secret, or '' when none long enough is set.
	 *
	 * @return string
	 */
	public function secret(): string {
		$secret = defined( 'FORGE_STOREFRONT_NOTIFY_SECRET' ) ? (string) FORGE_STOREFRONT_NOTIFY_SECRET : (string) get_option( self::SECRET_OPTION, '' );
		return strlen( $secret ) >= self::MIN_SECRET_LENGTH ? $secret : '';
	}

	/**
	 * Whether notifications are sent.
	 *
	 * @return bool
	 */
	public function enabled(): bool {
		return '' !== $this->url() && '' !== $this->secret();
	}

	/**
	 * Hooks the settings section into WooCommerce's Advanced tab (WooCommerce renders and saves it).
	 *
	 * @return void
	 */
	public function register(): void {
		add_filter( 'woocommerce_get_sections_advanced', array( $this, 'add_section' ) );
		add_filter( 'woocommerce_get_settings_advanced', array( $this, 'section_settings' ), 10, 2 );
	}

	/**
	 * Adds the Storefront section.
	 *
	 * @param array $sections Sections by id.
	 * @return array
	 */
	public function add_section( $sections ) {
		$sections['forge_storefront'] = __( 'Storefront', 'forge-headless-payments' );
		return $sections;
	}

	/**
	 * The section's fields.
	 *
	 * @param array  $settings   The tab's settings.
	 * @param string $section_id The section shown.
	 * @return array
	 */
	public function section_settings( $settings, $section_id ) {
		if ( 'forge_storefront' !== $section_id ) {
			return $settings;
		}
		$from_config = defined( 'FORGE_STOREFRONT_NOTIFY_URL' ) || defined( 'FORGE_STOREFRONT_NOTIFY_SECRET' );
		return array(
			array(
				'title' => __( 'Storefront rebuilds', 'forge-headless-payments' ),
				'type'  => 'title',
				'desc'  => $from_config
					? __( 'Set in wp-config.php (FORGE_STOREFRONT_NOTIFY_URL, FORGE_STOREFRONT_NOTIFY_SECRET), which wins over these fields.', 'forge-headless-payments' )
					: __( 'When a product, its stock or price, a category or a review changes, the shop tells the storefront\'s rebuild service which products changed (ids only), signed with the shared secret.', 'forge-headless-payments' ),
				'id'    => 'forge_storefront_notify',
			),
			array(
				'title'    => __( 'Rebuild service URL', 'forge-headless-payments' ),
				'id'       => self::URL_OPTION,
				'type'     => 'url',
				'default'  => '',
				'desc_tip' => __( 'For example https://rebuild.example.com/notify', 'forge-headless-payments' ),
			),
			array(
				'title'    => __( 'Shared secret', 'forge-headless-payments' ),
				'id'       => self::SECRET_OPTION,
				'type'     => 'password',
				'default'  => '',
				'desc_tip' => __( 'At least 32 characters; the rebuild service is given the same (REBUILD_SECRET).', 'forge-headless-payments' ),
			),
			array(
				'type' => 'sectionend',
				'id'   => 'forge_storefront_notify',
			),
		);
	}
}
