<?php
/**
 * Keeps widget tags and double-bracket module tags as the editor wrote them through the_content's
 * filters. WordPress would otherwise wrap them in <p>/<br /> (wpautop), read a quoted `<p>` in an
 * attribute as markup and turn straight quotes into curly ones (wptexturize), and serve
 * `[[video …]]` as `[video …]` (its escape for a literal shortcode, since `video` is one).
 *
 * Before those filters (priority 1) each mck-* element (opening tag to its closing tag) and each
 * [[…]] tag is swapped for a placeholder they leave alone; after them (priority 1000) the
 * originals are put back. A tag alone on its line becomes a block placeholder (<div>), which
 * wpautop neither wraps in a paragraph nor joins to the next line; a tag inside a sentence stays
 * in its paragraph. So `[[pullquote]]`, a paragraph, `[[/pullquote]]` on lines of their own come
 * out as siblings under one parent, as the rich-text kit reads them.
 *
 * Post content with a [[…]] tag is marked data-mck-rich-text (unless it holds a marked element
 * already, or the setting is off), so the loader expands it.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A double-bracket module tag (docs/architecture.md, "Rich text"): a name of letters and spaces,
 * double-quoted attributes, optionally a closing tag.
 */
const MCK_WIDGETS_MODULE_TAG = '\[\[\/?[A-Za-z][A-Za-z ]*(?:\s+[a-z][a-z0-9-]*="[^"]*")*\s*\]\]';

/** placeholder → original text, for every the_content run of this request. */
function mck_widgets_kept( ?array $add = null ): array {
	static $kept = array();
	if ( null !== $add ) {
		$kept = $add + $kept;
	}
	return $kept;
}

/**
 * [start, end) byte ranges of the outermost mck-* elements, opening tag to matching closing tag;
 * an opening tag without its closing tag is a range of its own (and so is a stray closing tag).
 */
function mck_widgets_element_ranges( string $html ): array {
	$token = '~' . MCK_WIDGETS_OPEN_TAG . '|</(mck-[a-z0-9-]+)\s*>~i';
	if ( ! preg_match_all( $token, $html, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return array();
	}
	$ranges = array();
	$open   = array(); // Stack of [name, start, end of opening tag].
	foreach ( $matches as $m ) {
		$start = $m[0][1];
		$end   = $start + strlen( $m[0][0] );
		if ( isset( $m[1] ) && '' !== $m[1][0] && -1 !== $m[1][1] ) {
			if ( '/' === $m[3][0] ) {
				if ( ! $open ) {
					$ranges[] = array( $start, $end );
				}
				continue;
			}
			$open[] = array( strtolower( $m[1][0] ), $start, $end );
			continue;
		}
		$name  = strtolower( $m[4][0] );
		$names = array_column( $open, 0 );
		$at    = array_search( $name, array_reverse( $names, true ), true );
		if ( false === $at ) {
			if ( ! $open ) {
				$ranges[] = array( $start, $end );
			}
			continue;
		}
		$outer = $open[0];
		array_splice( $open, $at );
		if ( ! $open ) {
			$ranges[] = array( $outer[1], $end );
		}
	}
	// Unclosed elements: their opening tags alone (the outermost one holds the others).
	if ( $open ) {
		$ranges[] = array( $open[0][1], $open[0][2] );
	}
	return $ranges;
}

/** Whether $html[start, end) has nothing but spaces before it and after it on its lines. */
function mck_widgets_alone_on_line( string $html, int $start, int $end ): bool {
	$line_start = strrpos( substr( $html, 0, $start ), "\n" );
	$before     = substr( $html, false === $line_start ? 0 : $line_start + 1, $start - ( false === $line_start ? 0 : $line_start + 1 ) );
	$line_end   = strpos( $html, "\n", $end );
	$after      = substr( $html, $end, ( false === $line_end ? strlen( $html ) : $line_end ) - $end );
	return '' === trim( $before ) && '' === trim( $after );
}

/** Replaces each [start, end) range (sorted, not overlapping) by a placeholder. */
function mck_widgets_swap_ranges( string $html, array $ranges, string $nonce, int &$count ): string {
	$kept = array();
	$out  = '';
	$at   = 0;
	foreach ( $ranges as list( $start, $end ) ) {
		$key     = 'mckkeep' . $nonce . 'n' . ( $count++ ) . 'q';
		$block   = mck_widgets_alone_on_line( $html, $start, $end );
		$holder  = $block ? '<div data-mck-keep="' . $key . '"></div>' : $key;
		$kept[ $holder ] = substr( $html, $start, $end - $start );
		$out    .= substr( $html, $at, $start - $at ) . $holder;
		$at      = $end;
	}
	mck_widgets_kept( $kept );
	return $out . substr( $html, $at );
}

/**
 * The plugin's own [mck …] shortcodes, rendered before wpautop (as WordPress's [embed] is, at
 * priority 8): what they print is then kept like any widget tag, rather than split into
 * paragraphs with the shortcode's enclosed content.
 */
function mck_widgets_render_shortcodes( string $content ): string {
	global $shortcode_tags;
	if ( false === strpos( $content, '[mck' ) || ! isset( $shortcode_tags['mck'] ) ) {
		return $content;
	}
	$all            = $shortcode_tags;
	$shortcode_tags = array( 'mck' => $all['mck'] ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restored below.
	$content        = do_shortcode( $content );
	$shortcode_tags = $all; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	return $content;
}

/** the_content, first: widget elements, then module tags, into placeholders. */
function mck_widgets_protect_content( $content ) {
	if ( ! is_string( $content ) || ( false === stripos( $content, '<mck-' ) && false === strpos( $content, '[[' ) ) ) {
		return $content;
	}
	$content = mck_widgets_render_shortcodes( $content );
	$nonce   = wp_generate_password( 8, false );
	$count   = 0;
	$content = mck_widgets_swap_ranges( $content, mck_widgets_element_ranges( $content ), $nonce, $count );
	preg_match_all( '~' . MCK_WIDGETS_MODULE_TAG . '~', $content, $modules, PREG_OFFSET_CAPTURE );
	$ranges = array_map(
		function ( $m ) {
			return array( $m[1], $m[1] + strlen( $m[0] ) );
		},
		$modules[0]
	);
	return mck_widgets_swap_ranges( $content, $ranges, $nonce, $count );
}

/** the_content, last: the originals back, and the rich-text mark when module tags are there. */
function mck_widgets_restore_content( $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, 'mckkeep' ) ) {
		return $content;
	}
	// A paragraph holding nothing but a placeholder is the tag's own: `[[pullquote]]<p>…</p>` on
	// one line is split by wpautop into three paragraphs, and the tags belong beside the middle one.
	$content = preg_replace( '~<p>\s*(<div data-mck-keep="mckkeep\w+"></div>|mckkeep\w+q)\s*(?:<br\s*/?>\s*)?</p>~', '$1', $content );
	$content = strtr( $content, mck_widgets_kept() );
	$marked  = false !== strpos( $content, 'data-mck-rich-text' );
	if ( ! $marked && mck_widgets_settings()['rich_text'] && preg_match( '~' . MCK_WIDGETS_MODULE_TAG . '~', $content ) ) {
		$content = '<div class="mck-rich-text" data-mck-rich-text>' . "\n" . $content . "</div>\n";
	}
	return $content;
}

add_filter( 'the_content', 'mck_widgets_protect_content', 1 );
add_filter( 'the_content', 'mck_widgets_restore_content', 1000 );
