/**
 * The public contract of `<mck-global-search>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { SearchState } from './global-search.state.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const globalSearchAttributes = {
  heading: text('', { doc: 'Heading above the search box.' }),
  headingLevel: num(1, { min: 1, max: 5, integer: true, doc: "Level of the heading, 1 to 5; the results' titles are one level below." }),
  hybrid: bool(false, { doc: 'Also find pages whose titles are merely similar to the query (the search service\'s `hybrid`, D§7).' }),
};

/** The parts of `<mck-global-search>`, for `mck-global-search::part(…)`. */
export const globalSearchParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The heading.',
  form: 'The search form (box and button).',
  input: 'The search box (a combobox).',
  submit: 'The search button.',
  suggestions: 'The list of suggestions under the box.',
  suggestion: 'One suggestion; `suggestion highlighted` while the arrows are on it.',
  highlighted: 'The suggestion the arrow keys are on.',
  controls: 'The filter and sort controls.',
  filter: 'One filter button; `aria-pressed` on the chosen one.',
  sort: 'The sort select (only the insights filter keeps a sort).',
  status: 'The line saying how many results were found, or none.',
  'suggested-query': 'The did-you-mean button that searches the corrected query.',
  results: 'The list of results.',
  result: 'One result.',
  'result-image': "A result's image.",
  'result-tags': "A result's tags.",
  'result-title': "A result's title.",
  'result-link': "A result's link to the page.",
  'result-location': "A result's title location (firm title and city, industry, …).",
  'result-authors': "A result's authors.",
  'result-description': "A result's description.",
  match: 'A query term marked in a title or description.',
  pagination: 'The page links, ten at a time.',
  page: 'One page link; `aria-current="page"` on the current one.',
  'previous-page': 'The link to the previous page.',
  'next-page': 'The link to the next page.',
}, editorParts);

/** What `<mck-global-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface GlobalSearchEvents {
  /** The reader searched, filtered, sorted or paged: the new query, filter, sort and page (from 1). On the element; bubbles, composed. */
  'mck-global-search-search': SearchState;
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<GlobalSearchEvents> {}
}

/** Dictionary keys of `<mck-global-search>` with their English defaults (filter and sort labels: D§2). */
export const globalSearchStrings = defineStrings({
  GlobalSearch_Label: 'Search the site',
  GlobalSearch_Submit: 'Search',
  GlobalSearch_Suggestions: 'Suggestions',
  GlobalSearch_Filters: 'Show',
  GlobalSearch_FilterAll: 'All Results',
  GlobalSearch_FilterInsights: 'Insights',
  GlobalSearch_FilterPeople: 'People',
  GlobalSearch_FilterServices: 'Services',
  GlobalSearch_FilterCareers: 'Career Info',
  GlobalSearch_Sort: 'Sort by',
  GlobalSearch_SortDefault: 'Most Relevant',
  GlobalSearch_SortDate: 'Date',
  GlobalSearch_Searching: 'Searching…',
  GlobalSearch_ResultsCount: '{count, plural, one {# result} other {# results}} for “{query}”',
  GlobalSearch_NoResults: 'No results for “{query}”.',
  GlobalSearch_SuggestedQueryMessage: 'Did you mean:',
  GlobalSearch_ShowingResultsFor: 'Showing results for:',
  GlobalSearch_Pagination: 'Result pages',
  GlobalSearch_PreviousPage: 'Previous page',
  GlobalSearch_NextPage: 'Next page',
  GlobalSearch_Page: 'Page {page}',
});
export const { t } = globalSearchStrings;
