import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { SectionHeader } from './section-header.js';
import { sectionHeaderAttributes } from './section-header.api.js';
import { sectionHeaderStyles } from './section-header.styles.js';

/**
 * A section header (E§3, E§12): a band that opens a section of a page with the CMS's own eyebrow
 * and headline over an image, in full or slim form, with the editor's font size, typeface,
 * alignment, overlay colour and opacity, gradient and image crop. The CMS prints the text, image
 * and call to action inside the tag, so the page reads the same before and without JavaScript.
 *
 * The call to action (`cta`, the CMS's CTA link as JSON) goes through the content kit: an internal
 * link without URL, or one without text, is not rendered; one to a site the page does not allow is
 * a malformed attribute. The CMS prints the same link as `<a slot="cta">` for before and without
 * JavaScript.
 *
 * Editor mode: an empty headline and a missing call to action show placeholders.
 *
 * Keyboard: Tab reaches the call to action; Enter follows it.
 *
 * Screen readers: the eyebrow and headline are the CMS's own elements (the headline a heading,
 * h2–h6), read as printed; the background image is the CMS's, printed with alt="" as decoration,
 * and the overlay and gradient are empty boxes. The call to action is a link named by its text.
 * Nothing is announced.
 *
 * @tagname mck-section-header
 * @summary A full or slim band that opens a section: eyebrow, headline, image, call to action.
 *
 * @slot - The eyebrow (a `<p>`) and the headline (an `<h2>`…`<h6>`), as the CMS prints them.
 * @slot image - The background image (`<img slot="image" alt="">`); full mode only.
 * @slot cta - The call to action as a plain link, `<a slot="cta" href="…">`: shown until the widget renders its `cta`.
 *
 * @cssprop --mck-color-ink - The band's and the overlay's colour when `background-color` is empty.
 * @cssprop --mck-color-surface - Text colour.
 * @cssprop --mck-font-family - Headline typeface (`font="serif"`).
 */
export class SectionHeaderElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: SectionHeader,
  attributes: sectionHeaderAttributes,
  styles: sectionHeaderStyles,
}) {}

registerWidget(SectionHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-section-header': SectionHeaderElement;
  }
}
