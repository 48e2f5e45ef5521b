import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { TabbedContainer } from './tabbed-container.js';
import { tabbedContainerAttributes } from './tabbed-container.api.js';
import { tabbedContainerStyles } from './tabbed-container.styles.js';

/**
 * Tabbed container (E§2, E§3 Tabbed container, E§4 Tabs): panels of content — Ceros experiences,
 * exhibit carousels, Flourish visualisations or rich text — one shown at a time under a row of
 * tabs, aligned left or centred, each tab as wide as its label or all equally wide. On mobile
 * (below 768 px) with `mobile-rendering="dropdown"` a native select replaces the tabs. Selecting a
 * tab shows its panel, sets `active-tab` and fires `mck-tabbed-container-change`.
 *
 * The CMS prints the panels inside the tag, each a `<section>` whose label is its heading marked
 * `data-tab-label`, so the page reads every panel in order under its heading before and without
 * JavaScript. The panels stay in the page's DOM where the CMS put them and are shown through a
 * slot: the widgets inside them hydrate as anywhere else. The widget only sets `hidden` on the
 * inactive panels and on the labels its tabs repeat. In editor mode a module without panels shows
 * a placeholder; visitors see nothing.
 *
 * Keyboard (ARIA tabs): Tab reaches the shown tab, then the panel; Left and Right move to the
 * previous and next tab (wrapping; mirrored in right-to-left pages), Home and End to the first and
 * last, showing each at once. On mobile the select works as any select.
 *
 * Screen readers: a tablist of tabs named by the panels' labels, the shown one aria-selected; the
 * panel is a tabpanel named by its tab, and the inactive panels are hidden and so not read (nor are
 * the labels the tabs repeat). With the select, it is named "Choose a section" and the panel is a
 * region named by the shown label.
 *
 * @tagname mck-tabbed-container
 * @summary Tabs of CMS content (a select on mobile), arrow-key navigation.
 *
 * @slot - The panels: one `<section>` each, its label a heading marked `data-tab-label` (`<section><h3 data-tab-label>Overview</h3>…</section>`). All shown, in order, until the widget renders.
 * @slot header - An optional `<header slot="header">` with the module's eyebrow, display number, title and description, above the tabs.
 *
 * @cssprop --mck-color-accent - The shown tab's underline.
 * @cssprop --mck-color-line - The tab row's line and the divider line.
 */
export class TabbedContainerElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: TabbedContainer,
  attributes: tabbedContainerAttributes,
  styles: tabbedContainerStyles,
}) {}

registerWidget(TabbedContainerElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-tabbed-container': TabbedContainerElement;
  }
}
