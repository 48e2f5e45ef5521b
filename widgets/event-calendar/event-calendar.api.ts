/**
 * The public contract of `<mck-event-calendar>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const eventCalendarAttributes = {
  heading: text('', { doc: 'Heading above the calendar.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; the events' titles are one level below." }),
  hideFilters: bool(false, { doc: 'Hide the filter links (D§2 hide-filters): every visible event is listed.' }),
};

/** The parts of `<mck-event-calendar>`, for `mck-event-calendar::part(…)`. */
export const eventCalendarParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The heading.',
  filters: 'The filter links: All, then each filter value.',
  filter: 'One filter link (a toggle button; the chosen one is pressed).',
  events: 'The list of visible events.',
  event: 'One event.',
  title: "An event's title.",
  date: "An event's date, as the CMS printed it.",
  location: "An event's location.",
  description: "An event's description.",
  link: "An event's link.",
  empty: 'The text when no event shows (Calendar_NoEvents).',
}, editorParts);

/** What `<mck-event-calendar>` tells the page (name → detail): nothing; its filter only changes the calendar. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface EventCalendarEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<EventCalendarEvents> {}
}

/** Dictionary keys of `<mck-event-calendar>` with their English defaults; Calendar_NoEvents is D§8's. */
export const eventCalendarStrings = defineStrings({
  EventCalendar_Label: 'Event calendar',
  EventCalendar_Filters: 'Filter events',
  EventCalendar_All: 'All',
  Calendar_NoEvents: 'There are no upcoming events.',
});
export const { t } = eventCalendarStrings;
