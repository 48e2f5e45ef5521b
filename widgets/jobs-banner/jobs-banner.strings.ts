import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-jobs-banner>` with their English defaults. */
export const jobsBannerStrings = defineStrings({
  JobsBanner_Count: '{count, plural, =0 {No open positions} one {# open position} other {# open positions}}',
  JobsBanner_OverCap: '500 plus',
  JobsBanner_NoJobsData: 'Error: No Jobs Data Found',
  JobsBanner_Loading: 'Counting open positions…',
  JobsBanner_SearchLink: 'Search all jobs',
  JobsBanner_Label: 'Open positions',
});
export const { t } = jobsBannerStrings;
