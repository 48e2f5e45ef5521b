<?php
/**
 * Every front-end page gets the configuration and the loader in its <head> (the project README,
 * "Using the widgets in a page"), and the layout stylesheet when one is set.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action(
	'wp_head',
	function () {
		$settings = mck_widgets_settings();
		$config   = mck_widgets_config_object( $settings['config'] );
		if ( null !== $config ) {
			// JSON_HEX_TAG writes < and > as \u003C / \u003E: no "</script>" can end the element early.
			$json = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
			echo '<script type="application/json" id="mck-config">' . $json . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON, hex-escaped above.
		}
		if ( '' !== $settings['stylesheet'] ) {
			printf( "<link rel=\"stylesheet\" href=\"%s\">\n", esc_url( $settings['stylesheet'] ) );
		}
		if ( '' !== $settings['loader_url'] ) {
			// A classic script with defer: it must run after the configuration element is parsed.
			printf( "<script src=\"%s\" defer></script>\n", esc_url( $settings['loader_url'] ) );
		}
	},
	1
);
