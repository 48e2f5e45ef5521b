<?php
/**
 * Every front-end page gets the configuration and the loader in its <head> (the project README,
 * "Using the widgets in a page"), the widgets' fallback stylesheet beside the loader, and the
 * layout stylesheet when one is set.
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
			// mck-fallback.css sits in the bundle beside the loader: each printed fallback takes its
			// rendered widget's box, so the page does not move when the widgets hydrate.
			printf( "<link rel=\"stylesheet\" href=\"%s\">\n", esc_url( mck_widgets_bundle_file( $settings['loader_url'], 'mck-fallback.css' ) ) );
			// A classic script with defer: it must run after the configuration element is parsed.
			printf( "<script src=\"%s\" defer></script>\n", esc_url( $settings['loader_url'] ) );
		}
	},
	1
);

/**
 * The URL of `$file` in the bundle's folder, from the loader's URL (its last path segment, query and
 * fragment replaced): `https://cdn.example/mck/mck-loader.js?v=2` → `https://cdn.example/mck/mck-fallback.css`.
 */
function mck_widgets_bundle_file( $loader_url, $file ) {
	return preg_replace( '#[^/?\#]*(?:[?\#].*)?$#', $file, $loader_url, 1 );
}
