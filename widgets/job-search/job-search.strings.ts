import { defineStrings } from '../../core/text/i18n.js';

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
