import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { CareersEvents } from './careers-events.js';
import { careersEventsAttributes } from './careers-events.api.js';
import { careersEventsStyles } from './careers-events.styles.js';

/**
 * Careers events page (D§2, D§4, D§7–D§9): event cards from the article service
 * (`POST {article}/careerevents/events`, cursor paged, `EVENTS_MODULE_CARDS_COUNT` a page, default
 * 12) with three filters (format, location, interest; their values from
 * `GET {article}/careerevents/facets`), a sort (default 'featured'), a date range and "View more".
 * The filters live in the page URL as `format`, `location` and `interest` (names, comma-separated;
 * read case-insensitively on load), each change pushed to the history so back undoes it and a
 * reload keeps it. A date range is applied only when both ends are chosen; it shows as
 * 'MMM d, yyyy' and is sent as ISO to the second with Z. Any change of filter, sort or dates starts
 * the list again at its first page. When nothing matches (or the call fails), `no-events-text` or
 * 'No events available' (D§8); when the filter values cannot be loaded, the events list without filters.
 * Below 768 px the filter groups fold behind a "Filter events" button, closed at first, so the
 * first cards show in the module's box; from 768 px they stand side by side and the button is not shown.
 *
 * Keyboard: Tab reaches the "Filter events" button below 768 px (Enter or Space opens and closes
 * the groups), each filter checkbox (Space toggles), the sort select, both date fields, each chosen
 * filter's remove button, "Clear …" per group and "Clear all", then each card's link and "View more".
 *
 * Screen readers: the widget is a region named by its heading (else "Events"); the filters are a
 * group "Filter events" of fieldsets named by their legends, and below 768 px the button before
 * them says whether they are shown (aria-expanded); the date fields are described by the
 * range shown; each chosen filter's button is named "Remove" with the value. The count ("Showing 12
 * of 40") is announced through the page's live region when it changes; the results are aria-busy
 * while loading, and "no events" is a role=status message.
 *
 * @tagname mck-careers-events
 * @summary Career events with filters kept in the URL, sort, date range and "View more".
 *
 * @slot - The CMS's fallback (heading, a link to the events), shown until the filters and first events are in.
 *
 * @cssprop --mck-color-accent - Buttons, chosen filters and links.
 * @cssprop --mck-color-muted - Card meta, dates and the count.
 */
export class CareersEventsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: CareersEvents,
  attributes: careersEventsAttributes,
  styles: careersEventsStyles,
}) {}

registerWidget(CareersEventsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-careers-events': CareersEventsElement;
  }
}
