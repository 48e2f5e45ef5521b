import { bool, num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const eventCalendarAttributes = {
  heading: text('', { doc: 'Heading above the calendar.' }),
  headingLevel: num(2, { min: 2, max: 5, integer: true, doc: "Level of the heading, 2 to 5; the events' titles are one level below." }),
  hideFilters: bool(false, { doc: 'Hide the filter links (D§2 hide-filters): every visible event is listed.' }),
};
