import { num, oneOf, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const jobSearchAttributes = {
  heading: text('', { doc: 'Heading above the search.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; the job cards\' titles are one level below.' }),
  preset: text('', {
    doc: 'The search shown when the page URL holds none of its parameters, written as they are (`query=analyst&countries=Germany`): a careers page for one country, say.',
  }),
  url: oneOf(['page', 'none'], 'page', {
    doc: '`page`: the search lives in the page URL (page, query, continents, countries, cities, interestCategory, interest, industries, functions; D§2): read on load, written on each change, restored by back and forward. `none`: the search stays inside the element (a second job search on one page).',
  }),
};
