<?php
/**
 * Installs one throwaway WordPress site for scripts/start-wordpress.sh, in the WordPress copy
 * whose wp-config.php sits in the working directory (run as `php install.php` from there):
 * WordPress's own installer, theme Twenty Twenty-One, users with the roles Author, Editor and
 * Administrator, and each post file written by each of them through wp_insert_post as that user,
 * so WordPress's save filters (kses for Authors) run as on a real save.
 *
 * Environment: MCK_WP_URL (the site's address), MCK_WP_PLUGIN (1: activate the mck widgets
 * plugin), MCK_WP_LOADER_URL and MCK_WP_CONFIG (its settings), MCK_WP_POSTS (a folder of
 * `<slug>.html` post bodies), MCK_WP_OUT (where the site's JSON summary is written).
 */

define( 'WP_INSTALLING', true );
$url                    = getenv( 'MCK_WP_URL' );
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = parse_url( $url, PHP_URL_HOST );

require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// No mail from a test site (the installer sends the admin one).
add_filter( 'pre_wp_mail', '__return_false' );

$password = 'Wp-test-pass-1';
wp_install( 'mck widgets on WordPress', 'admin', 'admin@example.com', false, '', $password );
switch_theme( 'twentytwentyone' );

if ( '1' === getenv( 'MCK_WP_PLUGIN' ) ) {
	$activated = activate_plugin( 'mck-widgets/mck-widgets.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, 'mck widgets plugin: ' . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'mck_widgets', array( 'loader_url' => getenv( 'MCK_WP_LOADER_URL' ), 'config' => getenv( 'MCK_WP_CONFIG' ) ) );
}

$users = array( 'administrator' => 1 );
foreach ( array( 'author', 'editor' ) as $role ) {
	$users[ $role ] = wp_insert_user(
		array(
			'user_login' => $role,
			'user_pass'  => $password,
			'user_email' => "$role@example.com",
			'role'       => $role,
		)
	);
}

$posts = array();
foreach ( glob( rtrim( getenv( 'MCK_WP_POSTS' ), '/' ) . '/*.html' ) as $file ) {
	$slug = basename( $file, '.html' );
	foreach ( $users as $role => $user_id ) {
		// Setting the user re-runs kses_init: its save filters apply unless the role has unfiltered_html.
		wp_set_current_user( $user_id );
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_title'   => "$slug ($role)",
					'post_content' => file_get_contents( $file ),
					'post_status'  => 'publish',
					'post_author'  => $user_id,
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, "post $slug as $role: " . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		$posts[ $slug ][ $role ] = $id;
	}
}
wp_set_current_user( 0 );

file_put_contents( getenv( 'MCK_WP_OUT' ), wp_json_encode( array( 'url' => $url, 'posts' => $posts ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" );
