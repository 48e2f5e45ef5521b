import { num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const savedArticlesAttributes = {
  heading: text('', { doc: 'Heading above the list; default the dictionary\'s "Saved articles".' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; the articles\' titles are one level below.' }),
};
