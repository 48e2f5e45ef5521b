<?php
/**
 * Plugin Name: mck head only
 * Description: What a site does by hand without the mck widgets plugin: prints the configuration and the loader on every page, nothing else. The plain site of the WordPress end-to-end test (scripts/start-wordpress.sh) runs with it.
 */

add_action(
	'wp_head',
	function () {
		echo '<script type="application/json" id="mck-config">' . MCK_WIDGETS_CONFIG . "</script>\n";
		echo '<script src="' . esc_url( MCK_WIDGETS_LOADER_URL ) . "\" defer></script>\n";
	}
);
