import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { FiveFifty } from './five-fifty.js';
import { fiveFiftyAttributes } from './five-fifty.api.js';
import { fiveFiftyStyles } from './five-fifty.styles.js';

/**
 * Five-fifty story page (D§2, D§4, D§9): a story told in tabs — the hero, one tab per story item
 * by its media type (bespoke interactive, Ceros, exhibit image, video), the related articles. The
 * active tab changes with scroll, a tab, an arrow, a bullet or a swipe; the first is the hero; each
 * change fires `mck-five-fifty-change`.
 *
 * Desktop (from 1180 px): a pinned horizontal scroll. The story sticks under the site header
 * (`header-offset`, 60 px) while the page scrolls through it, the panels moving one pixel
 * sideways per two pixels of scroll (D§9 scale factor 2); the tab bar and its arrows scroll the
 * page to a panel. Mobile and tablet: a swipe carousel (the carousel kit's keen-slider) with
 * arrows and a bullet per tab; the page does not scroll before the last tab. Under
 * `prefers-reduced-motion` nothing scrolls smoothly or slides: each move is instant.
 *
 * The page: while the story is on it, `<html>` carries `data-mck-five-fifty` set to the active
 * tab's kind (`hero`, `story`, `related`), so the template fixes or clears its header in the
 * story and shows its footer only on the related articles (D§4):
 * `html[data-mck-five-fifty]:not([data-mck-five-fifty="related"]) .site-footer { display: none; }`.
 * One story per page. It hydrates on load: the story is the page's main content.
 *
 * The story is what the CMS printed inside the tag (D§3's fields printed as HTML), so it reads in
 * order before and without JavaScript: a `<section>` per tab, the hero first, the stories with
 * `data-media="bespoke|ceros|image|video"` holding their media as the page's own widgets
 * (`<mck-video>`, `<mck-ceros>`, `<mck-bespoke-interactive>`) or a `<figure>`, the related
 * articles last with `data-related`; each tab's label is the heading marked `data-tab-label`.
 * The sections stay where the CMS put them and are shown through slots, so the media widgets
 * hydrate as anywhere else. A story with another media type is shown as bespoke, with a console
 * warning. In editor mode a story without sections shows a placeholder; visitors see nothing.
 *
 * Keyboard (ARIA tabs): Tab reaches the previous arrow, the active tab (a bullet on mobile), the
 * next arrow, then the active panel; Left and Right go to the previous and next tab (mirrored in
 * right-to-left pages), Home and End to the first and last. Panels not shown are inert.
 *
 * Screen readers: the sections are tabs in a tablist named by `label` (else the first tab's name),
 * each named by its section's label or "Introduction", "Part n", "Related articles", aria-selected
 * on the shown one; each panel is a tabpanel named by its tab, and panels not shown are inert. The
 * arrows are named "Previous section" and "Next section" and are aria-disabled at the ends. On
 * mobile the story is a region named like the tablist.
 *
 * @tagname mck-five-fifty
 * @summary Five-fifty story: pinned horizontal scroll with tabs on desktop, swipe carousel on mobile.
 *
 * @slot - The story: one `<section>` per tab (hero; stories with `data-media`; related articles with `data-related`), each label a heading marked `data-tab-label`. All shown, in order, until the widget renders.
 *
 * @cssprop --mck-color-accent - The active tab's underline.
 * @cssprop --mck-color-line - The tab bar's line.
 * @cssprop --mck-color-surface - The tab bar's background.
 */
export class FiveFiftyElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: FiveFifty,
  attributes: fiveFiftyAttributes,
  styles: fiveFiftyStyles,
}) {}

registerWidget(FiveFiftyElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-five-fifty': FiveFiftyElement;
  }
}
