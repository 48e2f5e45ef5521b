import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { BlogPromo } from './blog-promo.js';
import { blogPromoAttributes } from './blog-promo.api.js';
import { blogPromoStyles } from './blog-promo.styles.js';

/**
 * Blog promo (D§3 "Blog promo", D§4, D§6, D§9): the subscription banner of a blog — a title, a
 * description, and either the one-click subscribe control or the calls to action. Hidden when
 * `hide-promo-bar` is set or there is no title (editor mode shows it with a placeholder for the
 * title). The form area (the CMS's `slot="form"` child) shows only to a reader without a session
 * and goes away when they sign in. Heading scale h5 and a deep blue background by default.
 *
 * The one-click control is the `mck-one-click-subscribe` element, printed by the CMS as a child
 * of the promo with its own attributes and `slot="one-click"`
 * (`<mck-one-click-subscribe slot="one-click" …></mck-one-click-subscribe>`): the loader hydrates
 * it like any tag; the promo shows it when `enable-one-click` is set and hides it otherwise.
 *
 * Keyboard: Tab reaches each call to action (or the one-click control, or the form's fields).
 *
 * Screen readers: the banner is a region named by its title, which is also a heading (level from
 * `heading-level`); the calls to action are a list of links, and the form area is a group named
 * "Subscribe".
 *
 * @tagname mck-blog-promo
 * @summary Blog subscription banner: title, description, form for readers without a session, one-click control or links.
 *
 * @slot - The CMS's fallback (the printed title and description), shown until the widget renders.
 * @slot form - The subscription form container; shown only to readers without a session.
 * @slot one-click - The `mck-one-click-subscribe` element; shown when `enable-one-click` is set.
 */
export class BlogPromoElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: BlogPromo,
  attributes: blogPromoAttributes,
  styles: blogPromoStyles,
}) {}

registerWidget(BlogPromoElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-blog-promo': BlogPromoElement;
  }
}
