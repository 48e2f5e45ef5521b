<?php
/**
 * WordPress's HTML filter (kses) removes every tag it does not know from posts saved by users
 * without the unfiltered_html capability (Authors, Contributors; everyone on multisite). For the
 * roles the site chooses, the mck-* tags and the attributes their manifest declares
 * (allowed-html.json, generated from custom-elements.json) are let through.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** WordPress's own global attributes, and `slot`: the markup a widget takes in a named slot. */
const MCK_WIDGETS_GLOBAL_ATTRIBUTES = array(
	'class', 'id', 'style', 'title', 'role', 'lang', 'dir', 'slot', 'data-*',
	'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-details', 'aria-hidden',
);

/** tag → attribute names, from allowed-html.json. */
function mck_widgets_allow_list(): array {
	static $list = null;
	if ( null === $list ) {
		$decoded = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/allowed-html.json' ), true );
		$list    = is_array( $decoded ) ? $decoded : array();
	}
	return $list;
}

/** Whether the current user has one of the roles the settings allow to write mck-* tags. */
function mck_widgets_user_may_write_tags(): bool {
	$user = wp_get_current_user();
	return $user->exists() && array() !== array_intersect( (array) $user->roles, mck_widgets_settings()['roles'] );
}

add_filter(
	'wp_kses_allowed_html',
	function ( $tags, $context ) {
		if ( 'post' !== $context || ! mck_widgets_user_may_write_tags() ) {
			return $tags;
		}
		$global = array_fill_keys( MCK_WIDGETS_GLOBAL_ATTRIBUTES, true );
		foreach ( mck_widgets_allow_list() as $tag => $attributes ) {
			$tags[ $tag ] = array_fill_keys( $attributes, true ) + $global;
		}
		foreach ( $tags as $tag => $attributes ) {
			if ( is_array( $attributes ) ) {
				$tags[ $tag ]['slot'] = true;
			}
		}
		return $tags;
	},
	10,
	2
);

/**
 * An mck-* opening tag, its attributes quoted or not. A quoted value may hold `>` (JSON with
 * markup in it), which kses and the content filters would take for the tag's end.
 */
const MCK_WIDGETS_OPEN_TAG = '<(mck-[a-z0-9-]+)((?:\s+[^\s"\'>\/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'=<>`]+))?)*)\s*(\/?)>';

/** The same tag with `<` and `>` inside its quoted attribute values written as &lt; / &gt;: the same values. */
function mck_widgets_escape_attribute_markup( string $html ): string {
	return preg_replace_callback(
		'~' . MCK_WIDGETS_OPEN_TAG . '~i',
		function ( $tag ) {
			return preg_replace_callback(
				'~"[^"]*"|\'[^\']*\'~',
				function ( $value ) {
					return str_replace( array( '<', '>' ), array( '&lt;', '&gt;' ), $value[0] );
				},
				$tag[0]
			);
		},
		$html
	);
}

// Before kses (priority 10): kses splits tags at the first `>`, so an attribute holding markup
// would end the tag early and the rest be shown as escaped text. Content arrives slashed here.
add_filter(
	'content_save_pre',
	function ( $slashed ) {
		if ( ! is_string( $slashed ) || false === stripos( $slashed, '<mck-' ) ) {
			return $slashed;
		}
		$html    = wp_unslash( $slashed );
		$escaped = mck_widgets_escape_attribute_markup( $html );
		return $escaped === $html ? $slashed : wp_slash( $escaped );
	},
	9
);
