/**
 * The public contract of `<mck-careers-events>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** D§2: the cards' grid columns. */
export const EVENT_COLUMNS = ['2up', '3up', '4up'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const careersEventsAttributes = {
  heading: text('', { doc: 'Heading above the events.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; the cards' titles are one level below." }),
  columns: oneOf(EVENT_COLUMNS, '4up', { doc: 'Cards per row on wide screens: 2up, 3up or 4up (D§2; default 4up).' }),
  noEventsText: text('', { doc: "What shows when no event matches (D§8); default 'No events available' in the page's language." }),
  parentFolderId: text('', { doc: "The CMS folder whose events are listed (the service's parentFolderId); empty: every folder." }),
  pinnedItem: bool(false, { doc: 'List only the pinned events.' }),
};

/** The parts of `<mck-careers-events>`, for `mck-careers-events::part(…)`. */
export const careersEventsParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper, once the events are listed.',
  fallback: "The CMS's own content, shown until the filters and the first events are in.",
  heading: 'The heading.',
  'filters-toggle': 'The button that shows and hides the filter groups below 768 px (not shown wider).',
  filters: 'The three filter groups.',
  'filter-group': 'One filter group (format, location, interest).',
  'filter-legend': "A filter group's name.",
  'filter-option': 'One value of a filter group: its checkbox and name.',
  controls: 'The sort and the date range.',
  sort: 'The sort select with its label.',
  'date-from': 'The first day of the date range, with its label.',
  'date-to': 'The last day of the date range, with its label.',
  'date-range': "The chosen range as text ('Mar 1, 2026 to Mar 31, 2026'), once both ends are chosen.",
  applied: 'The chosen filters and "Clear all".',
  'applied-tag': 'A chosen filter value; using it removes the value.',
  'remove-group': 'Removes every chosen value of one filter group.',
  'clear-all': 'Removes every chosen filter.',
  empty: "The text when no event matches ('No events available' or no-events-text).",
  cards: 'The list of event cards.',
  card: 'One event card.',
  image: "A card's image.",
  meta: "A card's format and location.",
  title: "A card's title.",
  date: "A card's start and end dates.",
  description: "A card's description.",
  cta: "A card's call-to-action link.",
}, listParts, editorParts);

/**
 * What `<mck-careers-events>` tells the page (name → detail): nothing. Its filters live in the
 * page URL (format, location, interest), which the page can read; cards are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface CareersEventsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<CareersEventsEvents> {}
}

/** Dictionary keys of `<mck-careers-events>` with their English defaults. */
export const careersEventsStrings = defineStrings({
  CareersEvents_Label: 'Events',
  CareersEvents_ViewMore: 'View more',
  CareersEvents_Filters: 'Filter events',
  CareersEvents_Format: 'Format',
  CareersEvents_Location: 'Location',
  CareersEvents_Interest: 'Interest',
  CareersEvents_Remove: 'Remove {name}',
  CareersEvents_RemoveGroup: 'Clear {group}',
  CareersEvents_ClearAll: 'Clear all',
  CareersEvents_Sort: 'Sort by',
  CareersEvents_SortFeatured: 'Featured',
  CareersEvents_SortStartTime: 'Date',
  CareersEvents_SortTitle: 'Title',
  CareersEvents_From: 'From',
  CareersEvents_To: 'To',
  CareersEvents_Range: '{from} to {to}',
  CareersEvents_NoEvents: 'No events available',
});
export const { t } = careersEventsStrings;
