import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-event-calendar>`, for `mck-event-calendar::part(…)`. */
export const eventCalendarParts = {
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
  ...editorParts,
} satisfies PartDocs;
