<?php
/**
 * The plugin's settings: one option (`mck_widgets`), edited on Settings → mck widgets. A value
 * the option does not hold falls back to a constant a site may define in wp-config.php, then to
 * a built-in default:
 *
 *   MCK_WIDGETS_LOADER_URL  absolute URL of mck-loader.js
 *   MCK_WIDGETS_CONFIG      the page configuration, JSON text
 *   MCK_WIDGETS_STYLESHEET  absolute URL of mck-layout.css (optional)
 *   MCK_WIDGETS_ROLES       roles whose posts may hold mck-* tags (array)
 *   MCK_WIDGETS_RICH_TEXT   mark post content holding [[module]] tags as rich text (bool)
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const MCK_WIDGETS_OPTION = 'mck_widgets';

/** The defaults: constants when the site defines them. */
function mck_widgets_defaults(): array {
	return array(
		'loader_url' => defined( 'MCK_WIDGETS_LOADER_URL' ) ? (string) MCK_WIDGETS_LOADER_URL : '',
		'config'     => defined( 'MCK_WIDGETS_CONFIG' ) ? (string) MCK_WIDGETS_CONFIG : '',
		'stylesheet' => defined( 'MCK_WIDGETS_STYLESHEET' ) ? (string) MCK_WIDGETS_STYLESHEET : '',
		// Roles that can publish their own posts: contributors' drafts are published by an editor.
		'roles'      => defined( 'MCK_WIDGETS_ROLES' ) ? (array) MCK_WIDGETS_ROLES : array( 'administrator', 'editor', 'author' ),
		'rich_text'  => defined( 'MCK_WIDGETS_RICH_TEXT' ) ? (bool) MCK_WIDGETS_RICH_TEXT : true,
	);
}

/** The settings in effect: the saved option over the defaults. */
function mck_widgets_settings(): array {
	$saved = get_option( MCK_WIDGETS_OPTION, array() );
	return array_merge( mck_widgets_defaults(), is_array( $saved ) ? $saved : array() );
}

/**
 * The page configuration as an object, or null when it is empty or not a JSON object. Decoded
 * to objects (not arrays) so an empty object stays `{}` when printed again.
 */
function mck_widgets_config_object( string $json ) {
	$config = json_decode( $json );
	return is_object( $config ) ? $config : null;
}

/** Checks and keeps what the settings form sent; an invalid value keeps the saved one, with a notice. */
function mck_widgets_sanitize( $input ): array {
	$current = mck_widgets_settings();
	$input   = is_array( $input ) ? $input : array();
	$clean   = array(
		'loader_url' => esc_url_raw( trim( (string) ( $input['loader_url'] ?? '' ) ), array( 'http', 'https' ) ),
		'stylesheet' => esc_url_raw( trim( (string) ( $input['stylesheet'] ?? '' ) ), array( 'http', 'https' ) ),
		'roles'      => array_values( array_intersect( array_map( 'strval', (array) ( $input['roles'] ?? array() ) ), array_keys( wp_roles()->role_names ) ) ),
		'rich_text'  => ! empty( $input['rich_text'] ),
		'config'     => trim( (string) ( $input['config'] ?? '' ) ),
	);
	if ( '' !== $clean['config'] && null === mck_widgets_config_object( $clean['config'] ) ) {
		add_settings_error( MCK_WIDGETS_OPTION, 'mck-config', __( 'The configuration is not a JSON object: the saved one is kept.' ) );
		$clean['config'] = $current['config'];
	}
	return $clean;
}

add_action(
	'admin_init',
	function () {
		register_setting( 'mck_widgets', MCK_WIDGETS_OPTION, array( 'type' => 'object', 'sanitize_callback' => 'mck_widgets_sanitize' ) );
		add_settings_section( 'mck_widgets_main', '', '__return_false', 'mck-widgets' );
		$fields = array(
			'loader_url' => __( 'Loader URL' ),
			'config'     => __( 'Configuration (JSON)' ),
			'stylesheet' => __( 'Layout stylesheet URL' ),
			'roles'      => __( 'Roles that may write mck-* tags' ),
			'rich_text'  => __( 'Module tags in posts' ),
		);
		foreach ( $fields as $field => $label ) {
			add_settings_field( $field, $label, 'mck_widgets_field', 'mck-widgets', 'mck_widgets_main', array( 'field' => $field, 'label_for' => "mck-widgets-$field" ) );
		}
	}
);

/** One field of the settings form. */
function mck_widgets_field( array $args ): void {
	$settings = mck_widgets_settings();
	$field    = $args['field'];
	$name     = MCK_WIDGETS_OPTION . "[$field]";
	$id       = "mck-widgets-$field";
	switch ( $field ) {
		case 'config':
			printf( '<textarea id="%s" name="%s" rows="12" cols="80" class="large-text code">%s</textarea>', esc_attr( $id ), esc_attr( $name ), esc_textarea( $settings['config'] ) );
			echo '<p class="description">' . esc_html__( 'Printed as <script type="application/json" id="mck-config"> on every page.' ) . '</p>';
			break;
		case 'roles':
			foreach ( wp_roles()->role_names as $role => $role_name ) {
				printf(
					'<label><input type="checkbox" name="%s[]" value="%s"%s> %s</label><br>',
					esc_attr( $name ),
					esc_attr( $role ),
					checked( in_array( $role, $settings['roles'], true ), true, false ),
					esc_html( translate_user_role( $role_name ) )
				);
			}
			echo '<p class="description">' . esc_html__( 'Roles without the unfiltered_html capability need this for their mck-* tags to be saved.' ) . '</p>';
			break;
		case 'rich_text':
			printf( '<label><input type="checkbox" id="%s" name="%s" value="1"%s> %s</label>', esc_attr( $id ), esc_attr( $name ), checked( $settings['rich_text'], true, false ), esc_html__( 'Expand [[module]] tags in post content (marks it data-mck-rich-text)' ) );
			break;
		default:
			printf( '<input type="url" id="%s" name="%s" value="%s" class="regular-text code">', esc_attr( $id ), esc_attr( $name ), esc_attr( $settings[ $field ] ) );
	}
}

add_action(
	'admin_menu',
	function () {
		add_options_page(
			__( 'mck widgets' ),
			__( 'mck widgets' ),
			'manage_options',
			'mck-widgets',
			function () {
				echo '<div class="wrap"><h1>' . esc_html__( 'mck widgets' ) . '</h1><form method="post" action="options.php">';
				settings_fields( 'mck_widgets' );
				do_settings_sections( 'mck-widgets' );
				submit_button();
				echo '</form></div>';
			}
		);
	}
);
