import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Sidebar } from './sidebar.js';
import { sidebarAttributes } from './sidebar.api.js';
import { sidebarStyles } from './sidebar.styles.js';

/**
 * A sidebar in an article (E§2 "Sidebar", E§3, E§6): the headline, teaser and body (description,
 * about the author, share icons, footnotes) the CMS printed inside the tag, with a toggle that
 * expands or collapses it; collapsed, only the headline, the teaser and the toggle show. In the
 * scrolling render mode the background image stays pinned while the sidebar scrolls over it, and a
 * "continue to next section" control scrolls to the next section (smoothly, unless the reader
 * prefers reduced motion) and moves focus there.
 *
 * Everything the reader reads is the CMS's own markup, shown through slots, so the page reads the
 * same before and without JavaScript and hydrating moves nothing.
 *
 * Keyboard: Tab reaches the toggle (and the continue control); Enter or Space uses it.
 *
 * Screen readers: a section with the CMS's headline, teaser and body read as printed; while
 * collapsed the body is hidden and so not read. "Show more" / "Show less" is a button whose
 * aria-expanded says whether the body is open. "Continue to next section" (arrow hidden) moves
 * focus to that section.
 *
 * @tagname mck-sidebar
 * @summary An article sidebar that expands and collapses, with a scrolling mode over a pinned background.
 *
 * @slot - The body: description, about the author, share icons (hidden while collapsed).
 * @slot heading - The headline (e.g. `<h2 slot="heading">`).
 * @slot teaser - The teaser, shown also while collapsed.
 * @slot background - Scrolling mode: the background image (`<img slot="background">`).
 *
 * @cssprop --mck-color-accent - Border and button colour.
 */
export class SidebarElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Sidebar,
  attributes: sidebarAttributes,
  styles: sidebarStyles,
}) {}

registerWidget(SidebarElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-sidebar': SidebarElement;
  }
}
