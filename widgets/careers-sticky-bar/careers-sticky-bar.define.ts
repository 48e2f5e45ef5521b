import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { CareersStickyBar } from './careers-sticky-bar.js';
import { careersStickyBarAttributes } from './careers-sticky-bar.api.js';
import { careersStickyBarStyles } from './careers-sticky-bar.styles.js';

/**
 * Careers sticky bar (A§3, A§4, A§9): an in-page bar (title, subtitle, button, "already started?
 * sign in" link) where the CMS placed the element, and a sticky copy that follows the reader. The
 * sticky bar is hidden while the in-page bar is in view and until it is more than half a viewport
 * away; then sticky-default (at the bottom, everything); beyond a full viewport a minimal bar:
 * sticky-minimal-top (at the top, no sign-in text) once the reader has scrolled past the in-page
 * bar, sticky-minimal (at the bottom) while it is still ahead. Off in page-editing mode, where
 * empty fields show placeholders.
 *
 * Keyboard: Tab reaches the button and the sign-in link of each bar shown.
 *
 * Screen readers: the in-page bar is a region named by its title; the sticky copy is a second
 * region named "Careers shortcut", so its links are met twice while it is shown.
 *
 * @tagname mck-careers-sticky-bar
 * @summary Careers call to action: in-page bar and its sticky variants by scroll position.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-ink - Bar background.
 * @cssprop --mck-color-accent - Button colour.
 */
export class MckCareersStickyBarElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: CareersStickyBar,
  attributes: careersStickyBarAttributes,
  styles: careersStickyBarStyles,
}) {}

registerWidget(MckCareersStickyBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-careers-sticky-bar': MckCareersStickyBarElement;
  }
}
