<?php
/**
 * `[mck tag="mck-video" video-id="test-pattern" label="Test pattern"]`, or enclosing its
 * server-rendered content: `[mck tag="mck-pull-quote" quotes="double"]<p>Quote</p>[/mck]`.
 * Prints the tag with the attributes its manifest entry declares (others are dropped), for
 * editors who prefer WordPress's own shortcodes to raw tags. A shortcode's attributes cannot
 * hold `]`, so JSON attributes (an accordion's items) are written as raw tags instead.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_shortcode(
	'mck',
	function ( $atts, $content = null ) {
		$atts      = is_array( $atts ) ? $atts : array();
		$tag       = strtolower( (string) ( $atts['tag'] ?? '' ) );
		$allowed   = mck_widgets_allow_list()[ $tag ] ?? null;
		if ( null === $allowed ) {
			return '';
		}
		$html = '<' . $tag;
		foreach ( $allowed as $name ) {
			if ( isset( $atts[ $name ] ) ) {
				$html .= ' ' . $name . '="' . esc_attr( $atts[ $name ] ) . '"';
			}
		}
		return $html . '>' . do_shortcode( (string) $content ) . '</' . $tag . '>';
	}
);
