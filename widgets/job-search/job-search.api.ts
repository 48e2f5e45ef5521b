/**
 * The public contract of `<mck-job-search>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { FilterSelection } from './job-search.url.js';
import { defineStrings } from '../../core/text/i18n.js';

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

/** The parts of `<mck-job-search>`, for `mck-job-search::part(…)`. */
export const jobSearchParts = /* @__PURE__ */ defineParts({
  fallback: 'Holds what the CMS printed until the first jobs are in.',
  base: 'The wrapper.',
  heading: 'The heading.',
  search: 'The search bar (a search form).',
  input: 'The search box (a combobox).',
  clear: 'The button that clears the search text.',
  submit: 'The search button.',
  suggestions: 'The list of job-title suggestions.',
  suggestion: 'One suggestion.',
  filters: 'The row of filter dropdowns.',
  'filter-toggle': 'A dropdown\'s button.',
  'filter-options': 'A dropdown\'s list of options.',
  applied: 'The applied filters and Clear all.',
  tag: 'One applied filter.',
  'tag-remove': 'An applied filter\'s remove button.',
  'clear-all': 'The Clear all button.',
  status: 'Loading, or no jobs match.',
  'error-message': 'The jobs could not be loaded.',
  cards: 'The list of jobs.',
  card: 'One job.',
  interest: 'A job\'s interest.',
  link: 'A job\'s title, linking to the job.',
  preview: 'A job\'s description, cut at 250 characters.',
  cities: 'A job\'s cities (1, 3, 7 or 8 by viewport width).',
}, listParts, editorParts);

/** What `<mck-job-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface JobSearchEvents {
  /** The reader changed the search: its text, filters or page (Load More). On the element; bubbles, composed. */
  'mck-job-search-change': { query: string; filters: FilterSelection; page: number };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobSearchEvents> {}
}

/** Dictionary keys of `<mck-job-search>` with their English defaults. */
export const jobSearchStrings = defineStrings({
  JobSearch_Label: 'Job search',
  JobSearch_SearchLabel: 'Search jobs by keyword or title',
  JobSearch_Submit: 'Search',
  JobSearch_ClearQuery: 'Clear the search text',
  JobSearch_Suggestions: 'Job titles',
  JobSearch_Filters: 'Filter jobs',
  JobSearch_Regions: 'Location',
  JobSearch_AllRegions: 'All locations',
  JobSearch_Interests: 'Interest',
  JobSearch_Industries: 'Industry',
  JobSearch_Functions: 'Function',
  JobSearch_AppliedFilters: 'Applied filters',
  JobSearch_RemoveFilter: 'Remove filter {name}',
  JobSearch_ClearAll: 'Clear all',
  JobSearch_Results: 'Jobs',
  JobSearch_Loading: 'Looking for jobs…',
  JobSearch_NoJobs: 'No jobs match this search. Try other words or fewer filters.',
  JobSearch_NoJobsData: 'Error: No Jobs Data Found',
  JobSearch_MoreCities: '+{count} more',
});
export const { t } = jobSearchStrings;
