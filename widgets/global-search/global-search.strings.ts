import { defineStrings } from '../../core/text/i18n.js';

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
