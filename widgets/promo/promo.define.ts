import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Promo } from './promo.js';
import { promoAttributes } from './promo.api.js';
import { promoStyles } from './promo.styles.js';

/**
 * The promo modules (E§2 item 5, E§5, E§8, E§12): one tag, nine variants — one-up with a list of
 * links, one-up medium (image beside the text), one-up medium quote, banner, bar and bar with quote
 * (at most 2 calls to action; a rendering error renders nothing and names the tag on the console),
 * a list with read-more links, two-up medium (left and right columns on background images, split
 * alignment, an optional one-click subscribe control) and two-up small (a grid of generic items).
 *
 * The CMS prints the promo inside the tag, so the page reads fine before and without JavaScript:
 * each child element is one item, with `[data-promo="eyebrow|title|text|quote|citation"]` fields,
 * an `<img>` and its `<a>` calls to action (`data-link-type="internal|external|media|anchor"`).
 * The widget renders the items from that content, in the same order and boxes (hydrating moves
 * nothing), and its links through the content kit's CTA link rules: an internal link without
 * `href` is not rendered, nor is a URL the navigation check refuses (named on the console).
 * Content the variant cannot hold (two items in a one-item variant, three columns in two-up
 * medium) is a rendering error. In editor mode empty fields show placeholders.
 *
 * The one-click subscribe control of two-up medium is a link to `subscribe-url` (the subscription
 * route) until a one-click subscribe widget exists.
 *
 * Keyboard: Tab reaches each link in reading order; Enter follows it.
 *
 * Screen readers: each item is an article whose title keeps the element the CMS used (h2–h6 or p),
 * its image the CMS's alt text and its quote a blockquote; links are named by their text (and
 * title, when the CMS gives one). Nothing is announced.
 *
 * @tagname mck-promo
 * @summary Promo modules: one-up, medium, banner, bar, list and two-up variants.
 *
 * @slot - The promo items as the CMS prints them (shown until the widget renders; read, not moved).
 * @slot subscribe - The CMS's plain subscribe link for readers without JavaScript (two-up medium); the widget renders its checked one in its place.
 *
 * @cssprop --mck-color-accent - Link colour.
 * @cssprop --mck-color-ink - Text colour, and the background and overlay colour behind text on images.
 * @cssprop --mck-color-subtle - The promo bar's background.
 * @cssprop --mck-font-family - Titles and quotes.
 */
export class PromoElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Promo,
  attributes: promoAttributes,
  styles: promoStyles,
}) {}

registerWidget(PromoElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-promo': PromoElement;
  }
}
