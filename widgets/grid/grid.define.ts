import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Grid } from './grid.js';
import { gridAttributes } from './grid.api.js';
import { gridStyles } from './grid.styles.js';

/**
 * A grid of cards (E§9 "three-up and four-up grids", E§3 "Grid wall card types", E§4 "Cards"): the
 * CMS prints the cards inside the tag, each an `<a href>` (the whole card is the link) or, without
 * link, an `<article>`; the widget lays them out three or four in a row (`variant="three-up"`,
 * `"four-up"`, one column on narrow screens) or as a wall of as many as fit (`"wall"`).
 *
 * Wall card types (`data-card` on a card): `generic-item` (the default: image, title, text),
 * `background-image` (the text over the image set as `style="--mck-card-image: url(…)"`, dark at
 * rest), `static` (no link, no theme swap). Hovering a linked card, or focusing it from the
 * keyboard, swaps its theme between light and dark; without animation for readers who prefer
 * reduced motion.
 *
 * Every card link goes through the content kit's link rules: a URL the navigation check refuses
 * is no longer a link (named on the console), a link to a new window gets `rel="noopener"`.
 *
 * Editor mode: a grid without cards shows a placeholder.
 *
 * Keyboard: Tab reaches each linked card in turn, with visible focus; Enter follows it.
 *
 * Screen readers: the widget adds no role or name; each card is read as the CMS printed it, a
 * linked card as one link named by its whole text (or its aria-label). A card whose link was
 * refused loses its href, so it is read as plain text, not a link.
 *
 * @tagname mck-grid
 * @summary Cards three or four in a row, or a wall; hover and focus swap a card's light and dark theme.
 *
 * @slot - The cards: `<a href>` or `<article>` elements, each with an optional `data-card` type.
 *
 * @cssprop --mck-color-ink - The dark theme's background, the light theme's text.
 * @cssprop --mck-color-surface - The light theme's background, the dark theme's text.
 * @cssprop --mck-color-line - The light cards' border.
 * @cssprop --mck-color-focus - The focus outline.
 * @cssprop [--mck-card-image] - Set on a `background-image` card (inline style): its image, `url(…)`.
 */
export class GridElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Grid,
  attributes: gridAttributes,
  styles: gridStyles,
}) {}

registerWidget(GridElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-grid': GridElement;
  }
}
