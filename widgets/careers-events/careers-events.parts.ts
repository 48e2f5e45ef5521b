import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-careers-events>`, for `mck-careers-events::part(…)`. */
export const careersEventsParts = {
  base: 'The wrapper, once the events are listed.',
  fallback: "The CMS's own content, shown until the filters and the first events are in.",
  heading: 'The heading.',
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
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
