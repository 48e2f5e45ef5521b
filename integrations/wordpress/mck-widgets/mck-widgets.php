<?php
/**
 * Plugin Name: mck widgets
 * Description: Prints the mck-widgets configuration and loader on every page, lets the mck-* tags through WordPress's HTML filter for the roles you choose, and keeps widget tags and double-bracket module tags away from automatic paragraphs, smart quotes and shortcode escaping.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * License: MIT
 *
 * Install: copy this folder to wp-content/plugins/ and activate it, or copy it to
 * wp-content/mu-plugins/ with a one-line loader (see the project README, "WordPress").
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/head.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/content.php';
require_once __DIR__ . '/includes/shortcode.php';
