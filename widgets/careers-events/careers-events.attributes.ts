import { bool, num, oneOf, text } from '../../core/host/attributes.js';

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
