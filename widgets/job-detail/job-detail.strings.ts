import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-job-detail>` with their English defaults. */
export const jobDetailStrings = defineStrings({
  JobSearch_JobNotFound: 'Sorry, this job is no longer available.',
  JobDetail_BackToSearch: 'Back to job search',
  JobDetail_Loading: 'Loading the job…',
  JobDetail_JobId: 'Job ID: {id}',
  JobDetail_Locations: 'Locations',
  JobDetail_Apply: 'Apply now',
  JobDetail_ApplyByLevel: 'Apply by entry level',
  JobDetail_WhoYouWillWorkWith: 'Who you\'ll work with',
  JobDetail_WhatYouWillDo: 'What you\'ll do',
  JobDetail_YourBackground: 'Your background',
  JobDetail_Compensation: 'Compensation range',
  JobDetail_SimilarJobs: 'Similar jobs',
  JobDetail_MoreLocations: '+{count} more',
  JobDetail_Share: 'Share this job',
  JobDetail_CopyLink: 'Copy link',
  JobDetail_LinkCopied: 'Link copied',
});
export const { t } = jobDetailStrings;
