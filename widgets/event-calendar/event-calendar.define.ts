import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { EventCalendar } from './event-calendar.js';
import { eventCalendarAttributes } from './event-calendar.api.js';
import { eventCalendarStyles } from './event-calendar.styles.js';

/**
 * Event calendar module (D§2, D§3, D§4): the events the CMS printed inside the tag, with filter
 * links (All, then each item's filter value) unless `hide-filters`, and only the events still to
 * come: an expired event is hidden; one with an end shows until it has passed; one without an end
 * shows through its start's day; dates at or before year 1 count as unset. When none shows, the
 * text of key Calendar_NoEvents (D§8).
 *
 * Where the events come from: the CMS's own markup in the light DOM (read with the content kit's
 * `useLightDom`, again when it changes), not the events service. The calendar module is a CMS
 * rendering of items an editor picks, and D§7 names no call for it; the printed list also reads
 * fine before and without JavaScript. Markup: a `<ul>` whose `<li>` items carry `data-filter-value`,
 * `data-start`, `data-end` and `data-expiration` (ISO), a heading (title),
 * `[data-event="date|location|description"]` and an `<a href>`.
 *
 * Keyboard: Tab reaches each filter link (Enter or Space chooses it; the chosen one is pressed),
 * then each event's link.
 *
 * Screen readers: the calendar is a region named by its heading (else "Event calendar"); the
 * filters are a list named "Filter events" of buttons whose aria-pressed marks the chosen one; the
 * events are a list whose titles are headings one level below the calendar's. No match shows "There
 * are no upcoming events." as a role=status message.
 *
 * @tagname mck-event-calendar
 * @summary Upcoming events the CMS printed, with filter links and the visibility rules.
 *
 * @slot - The CMS's list of event items, read by the widget; shown as printed until it renders.
 *
 * @cssprop --mck-color-accent - Filter links' and event links' colour.
 * @cssprop --mck-color-muted - Dates' and locations' colour.
 */
export class EventCalendarElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: EventCalendar,
  attributes: eventCalendarAttributes,
  styles: eventCalendarStyles,
}) {}

registerWidget(EventCalendarElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-event-calendar': EventCalendarElement;
  }
}
