import { bool, num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const globalSearchAttributes = {
  heading: text('', { doc: 'Heading above the search box.' }),
  headingLevel: num(1, { min: 1, max: 5, integer: true, doc: "Level of the heading, 1 to 5; the results' titles are one level below." }),
  hybrid: bool(false, { doc: 'Also find pages whose titles are merely similar to the query (the search service\'s `hybrid`, D§7).' }),
};
